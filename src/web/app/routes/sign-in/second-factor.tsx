import type { LoginResponse } from '@shared/contracts/auth';
import { LogoutButton } from '@web/features/auth';
import { PasskeyStepButton } from '@web/features/passkeys';
import { SecondFactorStep } from '@web/features/second-factors';
import { useAppNavigate } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../layouts/auth-page';
import { requireSignInStep } from '../../session-guard';

export const loader = () => requireSignInStep('second_factor');

/**
 * /sign-in/second-factor (D27): the password was right; the authenticator app's code or a
 * recovery code (or a passkey) completes signing in, then the server's next page opens.
 */
export function Component() {
  const { t } = useTranslation('signInSteps');
  const { t: tAuth } = useTranslation('auth');
  const navigate = useAppNavigate();

  async function onSignedIn(response: LoginResponse) {
    // Spec §8's welcome, now that signing in is complete (the password step alone shows none).
    notify.success(tAuth('toast.successTitle'), {
      description: tAuth('toast.welcome', { firstName: response.user.firstName }),
    });
    await navigate(response.redirectTo);
  }

  return (
    <AuthPage title={t('secondFactor.title')} note={t('secondFactor.note')}>
      <SecondFactorStep onSignedIn={onSignedIn} />
      <PasskeyStepButton />
      <div className="justify-self-start">
        <LogoutButton />
      </div>
    </AuthPage>
  );
}
