import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEmailConfirmation } from '../api/get-email-confirmation';
import { useResendConfirmation } from '../api/resend-confirmation';
import { ReminderCard } from './reminder-card';

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
    <ReminderCard
      id="confirm-email-title"
      icon={<MailWarning aria-hidden="true" className="size-8 shrink-0 text-amber-700" />}
      title={t('confirmEmail.title')}
      body={t('confirmEmail.body', { email })}
    >
      <Button variant="outline" disabled={resend.isPending} onClick={onResend}>
        {t('confirmEmail.resend')}
      </Button>
    </ReminderCard>
  );
}
