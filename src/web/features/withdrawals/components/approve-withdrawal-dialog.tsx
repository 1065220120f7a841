import { FormDialog } from '@web/components/form-dialog';
import { ApiError } from '@web/lib/api-client';
import { formatMoney } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { useTranslation } from 'react-i18next';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import type { Withdrawal } from '../api/get-withdrawal-queue';

/**
 * Issue 31 item 7: approving a payout is confirmed in a dialog that shows what is approved — the
 * amount, the client, and where the money goes (masked, as everywhere) — so a click in a list
 * never approves the wrong one.
 */
export function ApproveWithdrawalDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: Withdrawal | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('withdrawals');
  const decide = useDecideWithdrawal();
  const close = () => {
    decide.reset();
    onClose();
  };
  const w = withdrawal;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!w) return;
    try {
      await decide.mutateAsync({ id: w.id, action: 'approve' });
      notify.success(t('withdrawals.approved'));
      close();
    } catch (cause) {
      notify.error(t('withdrawals.approveFailed'), {
        description: cause instanceof ApiError ? cause.message : undefined,
      });
    }
  }

  const rows: [string, React.ReactNode][] = w
    ? [
        [t('withdrawals.approveDialog.amount'), formatMoney(w.amountCents, w.currency, i18n.language)],
        [t('withdrawals.approveDialog.client'), w.clientName],
        [
          t('withdrawals.approveDialog.destination'),
          <>
            {w.payoutMethod.holderName} · {w.payoutMethod.label}{' '}
            {/* The masked account reads as one piece: "DE89 •••• 3000" never breaks. */}
            <span className="whitespace-nowrap">{w.payoutMethod.maskedDetails}</span>
          </>,
        ],
      ]
    : [];
  return (
    <FormDialog
      open={w !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('withdrawals.approveDialog.title')}
      description={t(
        w?.secondPersonToPay
          ? 'withdrawals.approveDialog.descriptionFourEyes'
          : 'withdrawals.approveDialog.description',
      )}
      onSubmit={submit}
      cancelLabel={t('withdrawals.cancel')}
      submitLabel={t('withdrawals.approveDialog.submit')}
      busy={decide.isPending}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words font-medium text-navy tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </FormDialog>
  );
}
