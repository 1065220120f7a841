import { SIGN_IN_CODE_LENGTH } from '@shared/contracts/sign-in-code';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestSignInCode } from '../api/request-sign-in-code';
import { useVerifySignInCode } from '../api/verify-sign-in-code';
import { errorText } from './error-text';

const SIX_DIGITS = new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`);

type CodeEntryFormProps = {
  idPrefix: string;
  email: string;
  redirectDelayMs: number;
  onChangeEmail: () => void;
  footer: ReactNode;
};

/** Step two: the code from the email; a new one on request. A refused code stays in the field to correct. */
export function CodeEntryForm({
  idPrefix,
  email,
  redirectDelayMs,
  onChangeEmail,
  footer,
}: CodeEntryFormProps) {
  const { t } = useTranslation('signInCode');
  const navigate = useNavigate();
  const verify = useVerifySignInCode();
  const resend = useRequestSignInCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState(() => t('sent', { email }));
  const [isRedirecting, setIsRedirecting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending || isRedirecting) return;
    const typed = code.replace(/\s/g, '');
    if (!SIX_DIGITS.test(typed)) {
      setError(t('errors.invalidCode'));
      return;
    }
    setError(undefined);
    try {
      const response = await verify.mutateAsync({ email: email.trim(), code: typed });
      setIsRedirecting(true);
      notify.success(t('toast.successTitle'), {
        description: t('toast.welcome', { firstName: response.user.firstName }),
      });
      if (redirectDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, redirectDelayMs));
      await navigate(response.redirectTo);
    } catch (failure) {
      setIsRedirecting(false);
      setError(errorText(failure, t));
    }
  }

  async function sendNewCode() {
    if (resend.isPending) return;
    setError(undefined);
    try {
      await resend.mutateAsync(email.trim());
      setStatus(t('resent', { email }));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  const isBusy = verify.isPending || isRedirecting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p role="status" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {status}
      </p>
      <InputField
        id={`${idPrefix}-code`}
        name="code"
        label={t('code')}
        hint={t('codeHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE_LENGTH + 2}
        spellCheck={false}
        required
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" busy={isBusy}>
        {isBusy ? t('submitting') : t('submit')}
      </Button>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          busy={resend.isPending}
          onClick={sendNewCode}
        >
          {resend.isPending ? t('sending') : t('resend')}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onChangeEmail}>
          {t('changeEmail')}
        </Button>
      </div>
      {footer}
    </form>
  );
}
