import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { useAppNavigate } from '@web/lib/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmWithPasskey, type PasskeyCeremony, signInWithPasskey } from '../api/passkey-sign-in';
import { passkeyErrorMessage } from '../lib/passkey-error';

type ActionProps = { id: string; label: string; run: () => Promise<void>; isPrimary?: boolean };

/**
 * A button that runs a passkey ceremony. A cancelled dialog or a refused passkey leaves a plain
 * sentence under the button, read out by screen readers; on success `run` has moved on (a new
 * page, a closed dialog), so the button stays busy.
 */
function PasskeyAction({ id, label, run, isPrimary = false }: ActionProps) {
  const { t } = useTranslation('passkeys');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState('');

  async function start() {
    setError('');
    if (!browserSupportsWebAuthn()) {
      setError(t('errors.unsupported'));
      return;
    }
    setIsBusy(true);
    try {
      await run();
    } catch (caught) {
      setError(passkeyErrorMessage(caught, t));
      setIsBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant={isPrimary ? 'default' : 'outline'}
        size="lg"
        className="w-full"
        onClick={start}
        busy={isBusy}
        aria-describedby={error ? id : undefined}
      >
        {isBusy ? t('waiting') : label}
      </Button>
      <p id={id} role="alert" className="min-h-0 text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** Signs in with a passkey and goes where the server says. */
function PasskeyButton({
  ceremony,
  label,
  isPrimary,
}: {
  ceremony: PasskeyCeremony;
  label: string;
  isPrimary?: boolean;
}) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  async function run() {
    const response = await signInWithPasskey(ceremony);
    // A new session: whatever was cached for the last one is not this person's.
    queryClient.removeQueries({ queryKey: ['auth'] });
    await navigate(response.redirectTo);
  }
  return <PasskeyAction id={`passkey-${ceremony}-error`} label={label} run={run} isPrimary={isPrimary} />;
}

/** On the sign-in pages, under the password form: a passkey alone, no name typed (D27). */
export function PasskeySignInButton() {
  const { t } = useTranslation('passkeys');
  return (
    <div className="grid gap-3 border-t border-border pt-5">
      <p className="text-sm text-muted-foreground">{t('signIn.lead')}</p>
      <PasskeyButton ceremony="sign-in" label={t('signIn.button')} />
    </div>
  );
}

/**
 * On the second-step page: one of the person's passkeys in place of a code, or (`isPrimary`)
 * the main action, for someone whose only factor is a passkey.
 */
export function PasskeyStepButton({ isPrimary = false }: { isPrimary?: boolean }) {
  const { t } = useTranslation('passkeys');
  return <PasskeyButton ceremony="second-step" label={t('step.button')} isPrimary={isPrimary} />;
}

/** In the "confirm it is you" dialog (D27 step-up): one of the person's passkeys in place of a password. */
export function PasskeyReauthButton({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation('passkeys');
  async function run() {
    await confirmWithPasskey();
    onConfirmed();
  }
  return <PasskeyAction id="passkey-reauth-error" label={t('step.button')} run={run} />;
}
