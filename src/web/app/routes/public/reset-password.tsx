import { NewPasswordForm, useResetPassword } from '@web/features/auth';
import { ApiError } from '@web/lib/api-client';
import { loadTexts } from '@web/lib/i18n/texts';
import { useAppNavigate } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';
import { LinkInvalid } from './link-invalid';

loadTexts('auth');

/**
 * /reset-password?token=… (issue 17): the link from the "Forgot your password?" email. It works
 * once and for one hour; saving signs the person in and opens their dashboard.
 */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetPassword.pageTitle'));
  const navigate = useAppNavigate();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const reset = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(token.length < 16);

  async function save(password: string) {
    try {
      const signedIn = await reset.mutateAsync({ token, password });
      notify.success(t('resetPassword.savedTitle'), {
        description: t('toast.welcome', { firstName: signedIn.user.firstName }),
      });
      await navigate(signedIn.redirectTo);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        setLinkInvalid(true);
        return;
      }
      throw error;
    }
  }

  return (
    <PublicLayout>
      <article className="mx-auto grid max-w-md gap-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('resetPassword.pageTitle')}</h1>
        {linkInvalid ? (
          <LinkInvalid
            message={t('resetPassword.linkInvalid')}
            to="/forgot-password"
            action={t('resetPassword.askAgain')}
          />
        ) : (
          <>
            <p className="text-muted-foreground">{t('resetPassword.pageLead')}</p>
            <NewPasswordForm idPrefix="reset" save={save} />
          </>
        )}
      </article>
    </PublicLayout>
  );
}
