import type { LoginResponse } from '@shared/contracts/auth';
import { LoadFailed } from '@web/components/load-failed';
import { LogoutButton } from '@web/features/auth';
import { PasskeyStepButton } from '@web/features/passkeys';
import {
  SecondFactorStep,
  secondStepFactorsQueryOptions,
  useSecondStepFactors,
} from '@web/features/second-factors';
import { loadTexts } from '@web/lib/i18n/texts';
import { useAppNavigate } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../layouts/auth-page';
import { queryClient } from '../../query-client';
import { requireSignInStep } from '../../session-guard';

loadTexts('secondFactors', 'auth');

/** Whom to turn to when the factors offered are lost: worded after what the person has. */
function noteKey(offers: { offersApp: boolean; offersPasskey: boolean; offersRecoveryCodes: boolean }) {
  if (offers.offersApp) return offers.offersRecoveryCodes ? 'secondFactor.note' : 'secondFactor.notePhone';
  if (offers.offersPasskey) {
    return offers.offersRecoveryCodes ? 'secondFactor.notePasskeyCodes' : 'secondFactor.notePasskey';
  }
  return 'secondFactor.note';
}

export const loader = async () => {
  const session = await requireSignInStep('second_factor');
  // Fetched before the page draws, so it opens with the right factors rather than changing under the reader.
  await queryClient.prefetchQuery({ ...secondStepFactorsQueryOptions(), staleTime: 0 });
  return session;
};

/**
 * /sign-in/second-factor (D27): the password was right; one of the person's own factors completes
 * signing in (issue 31: a passkey, the authenticator app's code, a recovery code — only those
 * they have), then the server's next page opens.
 */
export function Component() {
  const { t } = useTranslation('secondFactors');
  const { t: tAuth } = useTranslation('auth');
  const navigate = useAppNavigate();
  const offered = useSecondStepFactors();
  const factors = offered.data?.factors;
  const offersApp = factors?.includes('totp') ?? false;
  const offersPasskey = factors?.includes('passkey') ?? false;
  const offersRecoveryCodes = factors?.includes('recovery_code') ?? false;

  async function onSignedIn(response: LoginResponse) {
    // Spec §8's welcome, now that signing in is complete (the password step alone shows none).
    notify.success(tAuth('toast.successTitle'), {
      description: tAuth('toast.welcome', { firstName: response.user.firstName }),
    });
    await navigate(response.redirectTo);
  }

  return (
    <AuthPage
      title={t('secondFactor.title')}
      note={t(noteKey({ offersApp, offersPasskey, offersRecoveryCodes }))}
    >
      {offered.isError ? <LoadFailed error={offered.error} onRetry={() => void offered.refetch()} /> : null}
      {factors?.length === 0 ? (
        <p role="alert" className="text-sm">
          {t('secondFactor.noFactors')}
        </p>
      ) : null}
      {/* Without an app the passkey is the way in: said first, and the button right under it. */}
      {offersPasskey && !offersApp ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('secondFactor.passkeyDescription')}</p>
          <PasskeyStepButton isPrimary />
        </div>
      ) : null}
      {offersApp || offersRecoveryCodes ? (
        <SecondFactorStep
          offersApp={offersApp}
          offersRecoveryCodes={offersRecoveryCodes}
          onSignedIn={onSignedIn}
        />
      ) : null}
      {offersPasskey && offersApp ? <PasskeyStepButton /> : null}
      <div className="justify-self-start">
        <LogoutButton />
      </div>
    </AuthPage>
  );
}
