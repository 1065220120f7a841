import type { LoginResponse } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifySecondStep } from '../api/verify-second-step';
import { CodeForm } from './code-form';

/**
 * The second step of signing in (D27): the authenticator app's code, or, when the phone is not
 * at hand, one of the recovery codes. `onSignedIn` receives the complete sign-in.
 */
export function SecondFactorStep({ onSignedIn }: { onSignedIn: (response: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation('signInSteps');
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = useVerifySecondStep();
  const proof = useRecovery ? 'recovery-code' : 'totp';

  async function submit(code: string) {
    await onSignedIn(await verify.mutateAsync({ proof, code }));
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {useRecovery ? t('secondFactor.recoveryDescription') : t('secondFactor.description')}
      </p>
      {/* A new form for each proof, so a half-typed code and its error do not carry over. */}
      <CodeForm
        key={proof}
        id={useRecovery ? 'second-step-recovery' : 'second-step-code'}
        kind={useRecovery ? 'recovery' : 'totp'}
        submit={submit}
      />
      <Button
        type="button"
        variant="link"
        className="h-auto min-w-0 justify-self-start whitespace-normal px-0 text-left"
        onClick={() => setUseRecovery((current) => !current)}
      >
        {useRecovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
      </Button>
    </div>
  );
}
