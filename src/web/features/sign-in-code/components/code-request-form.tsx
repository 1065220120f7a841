import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestSignInCode } from '../api/request-sign-in-code';
import { errorText } from './error-text';

// Enough to catch a typo; the server decides what a valid address is.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CodeRequestFormProps = {
  idPrefix: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  footer: ReactNode;
};

/** Step one: the address to send the code to. The answer never says whether it is a client's. */
export function CodeRequestForm({ idPrefix, email, onEmailChange, onSent, footer }: CodeRequestFormProps) {
  const { t } = useTranslation('signInCode');
  const request = useRequestSignInCode();
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    if (!LOOKS_LIKE_EMAIL.test(email.trim())) {
      setError(t('errors.invalidEmail'));
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(email.trim());
      onSent();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t('intro')}</p>
      <InputField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t('email')}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={error}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
        {request.isPending ? t('sending') : t('send')}
      </Button>
      {footer}
    </form>
  );
}
