import type { CaseLedger } from '@shared/contracts/ledger';
import { useTranslation } from 'react-i18next';
import { useCaseDetail } from '../../../features/ledger/api/get-case-detail';
import { useCaseLedger } from '../../../features/ledger/api/get-case-ledger';
import { usePaymentsLive } from '../../../features/ledger/api/use-payments-live';
import { AccountingDownloads } from '../../../features/ledger/components/accounting-downloads';
import { BalanceSummary } from '../../../features/ledger/components/balance-summary';
import { ClosingStatement } from '../../../features/ledger/components/closing-statement';
import { FeeStatement } from '../../../features/ledger/components/fee-statement';
import { LoadError } from '../../../features/ledger/components/load-error';
import { useAccountingFiles } from '../../../features/ledger/lib/use-accounting-files';
import { NeverPayNotice } from '../../../features/withdrawals/components/never-pay-notice';
import { PayoutMethodList } from '../../../features/withdrawals/components/payout-method-list';
import { WithdrawDialog } from '../../../features/withdrawals/components/withdraw-dialog';
import { WithdrawalList } from '../../../features/withdrawals/components/withdrawal-list';
import { PaymentsSkeleton } from './payments-skeleton';

type PaymentsTabProps = {
  caseId: string;
  completed: boolean;
  /** Set while payouts must wait (D28: the email address is not confirmed yet); the page says why. */
  withdrawBlockedReason?: string;
};

/**
 * Issue 5's payments tab (D6, D7, D12, D19): the fee statement, the balances, withdrawals and
 * the accounting, every figure from the ledger. There is nothing to pay here, by design.
 */
export function PaymentsTab({ caseId, completed, withdrawBlockedReason }: PaymentsTabProps) {
  const { t } = useTranslation('payments');
  usePaymentsLive(caseId);
  const ledger = useCaseLedger(caseId);
  return (
    <div className="grid gap-8 py-4">
      <div className="grid gap-4">
        <h2 className="text-2xl font-semibold text-navy">{t('title')}</h2>
        <NeverPayNotice />
      </div>
      {ledger.isPending ? (
        <PaymentsSkeleton />
      ) : ledger.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void ledger.refetch()} />
      ) : (
        <PaymentsBody
          caseId={caseId}
          completed={completed}
          ledger={ledger.data}
          withdrawBlockedReason={withdrawBlockedReason}
        />
      )}
    </div>
  );
}

function PaymentsBody({
  caseId,
  completed,
  ledger,
  withdrawBlockedReason,
}: PaymentsTabProps & { ledger: CaseLedger }) {
  // Optional extras (reference for file names, fee rate, holder name); the tab works without them.
  const detail = useCaseDetail(caseId).data;
  const feeRateBps = detail?.feeRateBps;
  const files = useAccountingFiles({ ledger, reference: detail?.reference ?? caseId, feeRateBps });
  return (
    <>
      {completed ? <ClosingStatement ledger={ledger} files={files} /> : null}
      <BalanceSummary
        ledger={ledger}
        feeRateBps={feeRateBps}
        action={
          <WithdrawDialog
            currency={ledger.currency}
            availableMinor={ledger.client.availableBalanceCents}
            holderName={detail?.clientName ?? ''}
            blockedReason={withdrawBlockedReason}
          />
        }
      />
      <FeeStatement ledger={ledger} feeRateBps={feeRateBps} />
      <div className="grid gap-8 lg:grid-cols-2">
        <WithdrawalList />
        <PayoutMethodList />
      </div>
      <AccountingDownloads files={files} />
    </>
  );
}
