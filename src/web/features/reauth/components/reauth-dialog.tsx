import type { ReauthMethods } from '@shared/contracts/second-factors-reauth';
import { FormDialog } from '@web/components/form-dialog';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { PasskeyReauthButton } from '@web/features/passkeys';
import { ApiError } from '@web/lib/api-client';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReauthMethods, reauthenticate } from '../api/reauthenticate';

type Way = 'password' | 'code';

/** Six digits are an authenticator code; anything else typed in that field is a recovery code. */
const proofOf = (way: Way, value: string) =>
  way === 'password'
    ? { password: value }
    : /^\d{6}$/.test(value.replace(/\s/g, ''))
      ? { code: value }
      : { recoveryCode: value };

/** Until the server says otherwise, a password is what nearly everyone has. */
const ASSUMED: ReauthMethods = { password: true, totp: false, recoveryCode: false, passkey: false };

/**
 * D27 step-up: "confirm it is you" with the password or an authentication code, inline over the
 * screen whose change needed it. `onDone(true)` once the server accepted the check (the change
 * is then sent again), `onDone(false)` when the person cancels.
 */
export function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation('reauth');
  const [methods, setMethods] = useState<ReauthMethods>(ASSUMED);
  const [way, setWay] = useState<Way>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchReauthMethods()
      .then((found) => {
        if (!live) return;
        setMethods(found);
        if (!found.password && (found.totp || found.recoveryCode)) setWay('code');
      })
      .catch(() => undefined); // the password field stays; the server still decides
    return () => {
      live = false;
    };
  }, []);

  const canUseCode = methods.totp || methods.recoveryCode;
  const canConfirm = methods.password || canUseCode;
  // A person with only a passkey confirms with it alone: no field, no submit button.

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(t(way === 'password' ? 'passwordRequired' : 'codeRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await reauthenticate(proofOf(way, value.trim()));
      onDone(true);
    } catch (cause) {
      setError(cause instanceof ApiError && cause.message ? cause.message : t('failed'));
      setBusy(false);
    }
  }

  function switchTo(next: Way) {
    setWay(next);
    setValue('');
    setError(undefined);
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onDone(false);
      }}
      title={t('title')}
      description={canConfirm || methods.passkey ? t('description') : t('noMethod')}
      onSubmit={submit}
      cancelLabel={t('cancel')}
      submit={
        canConfirm ? (
          <Button type="submit" disabled={busy}>
            {busy ? t('confirming') : t('confirm')}
          </Button>
        ) : null
      }
    >
      {canConfirm && way === 'password' ? (
        <InputField
          id="reauth-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
        />
      ) : null}
      {canConfirm && way === 'code' ? (
        <InputField
          id="reauth-code"
          label={t('code')}
          hint={methods.totp ? t('codeHint') : t('recoveryHint')}
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
        />
      ) : null}
      {methods.passkey ? <PasskeyReauthButton onConfirmed={() => onDone(true)} /> : null}
      {methods.password && canUseCode ? (
        <Button
          type="button"
          variant="link"
          className="justify-self-start px-0"
          onClick={() => switchTo(way === 'password' ? 'code' : 'password')}
        >
          {way === 'password' ? t('useCode') : t('usePassword')}
        </Button>
      ) : null}
    </FormDialog>
  );
}
