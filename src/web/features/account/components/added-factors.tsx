import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { AddPasskeyButton, PasskeysList } from '@web/features/passkeys';
import { TotpEnrolment } from '@web/features/second-factors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../api/account-keys';
import { NewRecoveryCodes } from './new-recovery-codes';

/**
 * Adds an authenticator app from the account page: "Set up" opens the same enrolment the first
 * sign-in uses (QR code, setup key, first code), then shows the new recovery codes once. The
 * server asks for a recent check first (step-up), which the identity dialog handles.
 */
export function AddAuthenticator() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'enrolling' | { codes: string[] }>('idle');
  const done = () => {
    setState('idle');
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
  if (state === 'idle') {
    return (
      <Button variant="outline" size="sm" onClick={() => setState('enrolling')}>
        {t('methods.add')}
      </Button>
    );
  }
  if (state === 'enrolling') {
    return (
      <div className="grid gap-3 sm:col-span-2">
        <TotpEnrolment onConfirmed={(confirmed) => setState({ codes: confirmed.recoveryCodes })} />
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => setState('idle')}>
          {t('cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div className="sm:col-span-2">
      <NewRecoveryCodes codes={state.codes} onDone={done} />
    </div>
  );
}

/** The person's passkeys (rename, remove) and adding one; the factor counts refresh after either. */
export function AccountPasskeys() {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-3">
      <PasskeysList />
      <AddPasskeyButton onAdded={() => void queryClient.invalidateQueries({ queryKey: accountKeys.all })} />
    </div>
  );
}
