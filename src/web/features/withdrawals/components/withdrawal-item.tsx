import type { Withdrawal } from '@shared/contracts/withdrawals';
import { ConfirmButton } from '@web/components/confirm-button';
import { formatDate, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { customLabel } from '../lib/method-name';
import { outcomeToasts } from '../lib/outcome-toasts';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** One request: what, where to, when, where it stands, and why when it was rejected (D12). */
export function WithdrawalItem({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation('withdrawals');
  const cancel = useCancelWithdrawal();
  const amount = formatMoney(w.amountCents, w.currency, i18n.language);
  const requested = formatDate(w.createdAt, i18n.language);

  function onCancel() {
    cancel.mutate(
      w.id,
      outcomeToasts({
        success: t('withdrawals.cancelled'),
        failure: t('withdrawals.cancelFailed'),
        fallback: t('errors.generic'),
      }),
    );
  }

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold tabular-nums text-navy">{amount}</p>
          <WithdrawalStatusBadge status={w.status} />
        </div>
        <p className="text-sm text-navy">
          {t('withdrawals.to', {
            label: customLabel(w.payoutMethod) ?? t(`methods.kind.${w.payoutMethod.kind}`),
            details: w.payoutMethod.maskedDetails,
          })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('payments.withdrawals.requestedOn', { date: requested })}
        </p>
        {w.status === 'rejected' && w.reason ? (
          <p className="text-sm text-navy">{t('withdrawals.rejectionReason', { reason: w.reason })}</p>
        ) : null}
        {w.status === 'paid' && w.paidReference ? (
          <p className="text-sm text-navy">
            {t('withdrawals.paidReference', { reference: w.paidReference })}
          </p>
        ) : null}
      </div>
      {w.status === 'pending' ? (
        <ConfirmButton
          label={t('payments.withdrawals.cancel')}
          accessibleName={t('withdrawals.cancelNamed', { amount, date: requested })}
          title={t('withdrawals.cancelTitle')}
          description={t('withdrawals.cancelBody', { amount })}
          confirmLabel={t('withdrawals.cancelConfirm')}
          busy={cancel.isPending}
          onConfirm={onCancel}
        />
      ) : null}
    </li>
  );
}
