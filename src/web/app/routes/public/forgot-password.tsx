import { ForgotPasswordForm, SIGN_IN_PAGES, signInAudienceOf } from '@web/features/auth';
import { loadTexts } from '@web/lib/i18n/texts';
import { AppLink } from '@web/lib/navigation';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../layouts/auth-page';

loadTexts('auth');

/** /forgot-password?as=client|staff|admin (issue 17): the way back in without a password. */
export function Component() {
  const { t } = useTranslation('auth');
  const audience = signInAudienceOf(new URLSearchParams(window.location.search).get('as'));
  return (
    <AuthPage
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      note={t('forgotPassword.note')}
    >
      <ForgotPasswordForm idPrefix="forgot" />
      <AppLink
        to={SIGN_IN_PAGES[audience]}
        className="text-sm font-medium text-primary underline underline-offset-4"
      >
        {t('forgotPassword.backToSignIn')}
      </AppLink>
    </AuthPage>
  );
}
