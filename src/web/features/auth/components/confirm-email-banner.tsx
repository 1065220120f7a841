import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEmailConfirmation } from '../api/get-email-confirmation';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * D28: until the client confirms their address, the portal says why payouts wait and offers the
 * link again. Nothing shows while the status loads or once it is confirmed.
 */
export function ConfirmEmailBanner() {
  const { t } = useTranslation('auth');
  const status = useEmailConfirmation();
  const resend = useResendConfirmation();
  if (!status.data || status.data.confirmed) return null;
  const { email } = status.data;

  function onResend() {
    resend.mutate(undefined, {
      onSuccess: () =>
        notify.success(t('confirmEmail.sentTitle'), { description: t('confirmEmail.sentBody', { email }) }),
      onError: (error) =>
        notify.error(t('confirmEmail.failedTitle'), {
          description:
            error instanceof ApiError && error.code === 'rate_limited'
              ? t('confirmEmail.tooMany', { minutes: Math.ceil((error.retryAfterSeconds ?? 60) / 60) })
              : t('confirmEmail.failedBody'),
        }),
    });
  }

  return (
    <Card
      role="region"
      aria-labelledby="confirm-email-title"
      className="flex flex-col gap-4 border-amber-400 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="size-8 shrink-0 text-amber-700" />
      <div className="flex-1">
        <h2 id="confirm-email-title" className="font-semibold text-navy">
          {t('confirmEmail.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('confirmEmail.body', { email })}</p>
      </div>
      <Button variant="outline" disabled={resend.isPending} onClick={onResend}>
        {t('confirmEmail.resend')}
      </Button>
    </Card>
  );
}
