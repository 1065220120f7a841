import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepErrorText } from '../lib/error-text';

type CodeFormProps = {
  id: string;
  /** An app's six digits, or a recovery code ("k7m2p-x9wq4"). */
  kind: 'totp' | 'recovery';
  /** Sends the code; throws the server's refusal, shown under the field. */
  submit: (code: string) => Promise<void>;
};

/** Spaces people type between groups ("123 456") are not part of a code. */
const SIX_DIGITS = /^\d{6}$/;

/**
 * One code and a Verify button. A malformed app code is caught here; anything else is the
 * server's to judge, and its message (in the reader's language) appears under the field.
 */
export function CodeForm({ id, kind, submit }: CodeFormProps) {
  const { t } = useTranslation('secondFactors');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = kind === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (kind === 'totp' && !SIX_DIGITS.test(typed)) return setError(t('secondFactor.codeRequired'));
    if (kind === 'recovery' && typed === '') return setError(t('secondFactor.recoveryRequired'));
    setError(undefined);
    setBusy(true);
    try {
      await submit(typed);
    } catch (failure) {
      setError(stepErrorText(failure, t));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <InputField
        id={id}
        label={kind === 'totp' ? t('secondFactor.codeLabel') : t('secondFactor.recoveryLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        inputClassName="font-mono text-lg tracking-widest"
        maxLength={kind === 'totp' ? 9 : 64}
        required
      />
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        {busy ? t('secondFactor.verifying') : t('secondFactor.verify')}
      </Button>
    </form>
  );
}
