import type { LoginResponse } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SecondStepProof, useVerifySecondStep } from '../api/verify-second-step';
import { CodeForm } from './code-form';

type SecondFactorStepProps = {
  /** The person has a confirmed authenticator app: its code is the first thing asked. */
  offersApp: boolean;
  /** The person has unused recovery codes: one may stand in for the app or the passkey. */
  offersRecoveryCodes: boolean;
  onSignedIn: (response: LoginResponse) => Promise<void>;
};

/**
 * The codes of the second step of signing in (D27): the authenticator app's code, or, when the
 * phone is not at hand, one of the recovery codes. Only what the person has is offered (issue
 * 31): without an app the code field waits until they choose a recovery code; the page shows
 * the passkey button beside this. `onSignedIn` receives the complete sign-in.
 */
export function SecondFactorStep({ offersApp, offersRecoveryCodes, onSignedIn }: SecondFactorStepProps) {
  const { t } = useTranslation('secondFactors');
  const [proof, setProof] = useState<SecondStepProof | null>(offersApp ? 'totp' : null);
  const verify = useVerifySecondStep();

  async function submit(code: string) {
    if (!proof) return;
    await onSignedIn(await verify.mutateAsync({ proof, code }));
  }

  const toggle =
    proof === 'recovery-code'
      ? offersApp && { label: t('secondFactor.useApp'), next: 'totp' as const }
      : offersRecoveryCodes && { label: t('secondFactor.useRecovery'), next: 'recovery-code' as const };

  return (
    <div className="grid gap-5">
      {proof && (
        <>
          <p className="text-sm text-muted-foreground">
            {proof === 'totp'
              ? t('secondFactor.description')
              : offersApp
                ? t('secondFactor.recoveryDescription')
                : t('secondFactor.recoveryDescriptionNoApp')}
          </p>
          {/* A new form for each proof, so a half-typed code and its error do not carry over. */}
          <CodeForm
            key={proof}
            id={proof === 'recovery-code' ? 'second-step-recovery' : 'second-step-code'}
            kind={proof === 'recovery-code' ? 'recovery' : 'totp'}
            submit={submit}
          />
        </>
      )}
      {toggle && (
        <Button
          type="button"
          variant="link"
          className="h-auto min-w-0 justify-self-start whitespace-normal px-0 text-left"
          onClick={() => setProof(toggle.next)}
        >
          {toggle.label}
        </Button>
      )}
    </div>
  );
}
