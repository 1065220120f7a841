import { ContextButton } from '@web/components/context-button';
import { Badge, StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { ApiError } from '@web/lib/api-client';
import { formatCount, formatDateTime } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { CheckCircle2, Clock, RotateCcw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type OutboxEmail, useRetryEmail } from '../api/get-outbox';

const LOOKS: StatusLook<OutboxEmail['status']> = {
  sent: { tone: 'success', Icon: CheckCircle2 },
  pending: { tone: 'info', Icon: Clock },
  failed: { tone: 'danger', Icon: XCircle },
};

/** One email: to whom, what, its state and history; a failed one can be sent again. */
export function OutboxEmailItem({ email }: { email: OutboxEmail }) {
  const { t, i18n } = useTranslation('notifications');
  const retry = useRetryEmail();
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  async function onRetry() {
    try {
      await retry.mutateAsync(email.id);
      notify.success(t('toasts.retried'), { description: t('toasts.retriedBody', { email: email.toEmail }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notify.error(t('toasts.retryFailed'), {
        description:
          error.code === 'link_withdrawn'
            ? t('toasts.retryLinkWithdrawn')
            : error.status === 409
              ? t('toasts.retryNotFailed')
              : t('toasts.retryFailedBody'),
      });
    }
  }

  return (
    <li className="grid gap-2 border-t border-border px-4 py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={email.status} looks={LOOKS} label={t(`outbox.statuses.${email.status}`)} />
          <Badge>{t('outbox.template', { template: email.template })}</Badge>
        </div>
        <p className="font-medium break-words text-navy">{email.subject}</p>
        <p className="text-sm break-all text-navy">{t('outbox.to', { email: email.toEmail })}</p>
        <p className="text-xs text-muted-foreground">
          {t('outbox.created', { time: when(email.createdAt) })}
          {email.sentAt ? ` · ${t('outbox.sent', { time: when(email.sentAt) })}` : ''}
          {` · ${t('outbox.attempts', { count: email.attempts, n: formatCount(email.attempts, i18n.language) })}`}
        </p>
        {email.lastError ? (
          <p className="text-xs break-words text-destructive">
            {t('outbox.lastError', { error: email.lastError })}
          </p>
        ) : null}
      </div>
      {email.status === 'failed' ? (
        <ContextButton
          className="justify-self-start"
          busy={retry.isPending}
          onClick={() => void onRetry()}
          icon={RotateCcw}
          label={t('outbox.retry')}
          context={email.toEmail}
        />
      ) : null}
    </li>
  );
}
