import { useQuery } from '@tanstack/react-query';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { meQueryOptions } from '@web/features/auth';
import { formatDateTime, formatMoney } from '@web/lib/intl';
import { Ban, Check, CheckCheck, Clock, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../api/get-withdrawal-queue';
import type { WithdrawalStep } from './withdrawal-dialogs';

const LOOKS: StatusLook<Withdrawal['status']> = {
  pending: { tone: 'warning', Icon: Clock },
  approved: { tone: 'info', Icon: Check },
  paid: { tone: 'success', Icon: CheckCheck },
  rejected: { tone: 'danger', Icon: X },
  cancelled: { tone: 'neutral', Icon: Undo2 },
};

type Props = {
  withdrawals: Withdrawal[];
  label: string;
  onStep: (step: WithdrawalStep) => void;
  /** The full list shows each request's status and decision; the overview's queue is all pending. */
  showStatus?: boolean;
};

/** Withdrawal requests with the action each status allows (D12): approve or reject, then mark paid. */
export function WithdrawalQueueList({ withdrawals, label, onStep, showStatus = false }: Props) {
  const { t, i18n } = useTranslation('withdrawals');
  const locale = i18n.language;
  const me = useQuery(meQueryOptions()).data?.user.id;

  return (
    <ul aria-label={label} className="grid">
      {withdrawals.map((w) => {
        const amount = formatMoney(w.amountCents, w.currency, locale);
        const who = { amount, client: w.clientName };
        return (
          <li
            key={w.id}
            className="grid gap-2 border-t border-border py-3 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-navy tabular-nums">{amount}</span>
                <span className="break-words text-navy">{w.clientName}</span>
                {showStatus ? (
                  <StatusBadge
                    status={w.status}
                    looks={LOOKS}
                    label={t(`withdrawals.statuses.${w.status}`)}
                  />
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('withdrawals.requestedOn', { date: formatDateTime(w.createdAt, locale) })}
                {' · '}
                {w.payoutMethod.label} {w.payoutMethod.maskedDetails}
              </p>
              {showStatus && w.reason ? (
                <p className="text-xs break-words text-muted-foreground">
                  {t('withdrawals.reason', { reason: w.reason })}
                </p>
              ) : null}
              {showStatus && w.paidReference ? (
                <p className="text-xs break-words text-muted-foreground">
                  {t('withdrawals.reference', { reference: w.paidReference })}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2 sm:justify-end">
              {w.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    aria-label={t('withdrawals.approveLabel', who)}
                    onClick={() => onStep({ withdrawal: w, step: 'approve' })}
                  >
                    <Check aria-hidden="true" />
                    {t('withdrawals.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('withdrawals.rejectLabel', who)}
                    onClick={() => onStep({ withdrawal: w, step: 'reject' })}
                  >
                    <Ban aria-hidden="true" />
                    {t('withdrawals.reject')}
                  </Button>
                </>
              ) : w.status === 'approved' && w.secondPersonToPay && w.approvedById === me ? (
                // Four eyes on money out (issue 19): the approver leaves the payout to someone else.
                <p className="max-w-64 text-xs text-muted-foreground sm:text-right">
                  {t('withdrawals.otherAdminPays')}
                </p>
              ) : w.status === 'approved' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('withdrawals.markPaidLabel', who)}
                  onClick={() => onStep({ withdrawal: w, step: 'mark-paid' })}
                >
                  <CheckCheck aria-hidden="true" />
                  {t('withdrawals.markPaid')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
