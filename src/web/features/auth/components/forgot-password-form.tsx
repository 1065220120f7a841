import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordLink } from '../api/password-reset';

// Enough to catch a typo; the server decides what a valid address is.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks for the account's email address and sends a one-hour password link. The answer is the
 * same whether or not an account uses the address, so the page says "if" and never more.
 */
export function ForgotPasswordForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordLink();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!LOOKS_LIKE_EMAIL.test(email)) {
      setError(t('forgotPassword.invalidEmail'));
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (failure) {
      const limited = failure instanceof ApiError && failure.code === 'rate_limited';
      const minutes = limited ? Math.ceil((failure.retryAfterSeconds ?? 60) / 60) : 0;
      setError(limited ? t('forgotPassword.tooMany', { minutes }) : t('forgotPassword.failed'));
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="grid gap-2">
        <p className="font-semibold text-navy">{t('forgotPassword.sentTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('forgotPassword.sentBody', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <InputField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t('forgotPassword.email')}
        error={error}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
        {request.isPending ? t('forgotPassword.sending') : t('forgotPassword.send')}
      </Button>
    </form>
  );
}
