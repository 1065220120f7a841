import { signInPageAfterSetPassword } from '@shared/domain/roles';
import { NewPasswordForm } from '@web/features/auth';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { loadTexts } from '@web/lib/i18n/texts';
import { AppLink, useAppNavigate } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';

loadTexts('auth');

/**
 * /set-password?token=… (D11, D16): the link from the registration or invitation email. The
 * token is single use and expires; a spent or unknown link says so and offers a way on.
 */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('newPassword.pageTitle'));
  const navigate = useAppNavigate();
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token') ?? '';
  // Staff invited by an admin or a manager sign in at /login or /admin-login, clients at /client-login.
  const signInPage = signInPageAfterSetPassword(params.get('as'));
  const [linkInvalid, setLinkInvalid] = useState(token.length < 16);

  async function save(password: string) {
    try {
      await apiRequest('/api/auth/set-password', { method: 'POST', body: { token, password } });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        setLinkInvalid(true);
        return;
      }
      throw error;
    }
    notify.success(t('newPassword.savedTitle'), { description: t('newPassword.savedSignIn') });
    await navigate(signInPage);
  }

  return (
    <PublicLayout>
      <article className="mx-auto grid max-w-md gap-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('newPassword.pageTitle')}</h1>
        {linkInvalid ? (
          <div role="alert" className="grid gap-4">
            <p>{t('newPassword.linkInvalid')}</p>
            <AppLink to={signInPage} className="font-medium text-primary underline underline-offset-4">
              {t('newPassword.toSignIn')}
            </AppLink>
          </div>
        ) : (
          <>
            <p className="text-muted-foreground">{t('newPassword.pageLead')}</p>
            <NewPasswordForm idPrefix="link" save={save} />
          </>
        )}
      </article>
    </PublicLayout>
  );
}
