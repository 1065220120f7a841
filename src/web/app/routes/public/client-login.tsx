import { LoginForm } from '@web/features/auth';
import { PasskeySignInButton } from '@web/features/passkeys';
import { EmailCodeSignIn } from '@web/features/sign-in-code';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../layouts/auth-page';

loadTexts('auth');

/** Spec §9: the client login redirects 500 ms after success, so the welcome toast is seen. */
const CLIENT_REDIRECT_DELAY_MS = 500;

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('client.title')} description={t('client.description')} note={t('client.note')}>
      <EmailCodeSignIn idPrefix="client-code" redirectDelayMs={CLIENT_REDIRECT_DELAY_MS}>
        <LoginForm
          endpoint="/api/auth/login"
          fallbackKey="toast.clientFallback"
          redirectDelayMs={CLIENT_REDIRECT_DELAY_MS}
          audience="client"
          idPrefix="client-login"
          usernameHint={t('client.usernameHint')}
        />
      </EmailCodeSignIn>
      <PasskeySignInButton />
    </AuthPage>
  );
}
