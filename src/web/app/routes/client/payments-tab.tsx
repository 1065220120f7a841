import type { CaseLedger } from '@shared/contracts/ledger';
import { LoadFailedInline } from '@web/components/load-failed';
import { useCaseDetail } from '@web/features/cases';
import { BalanceSummary, FeeStatement, useCaseLedger } from '@web/features/ledger';
import { NeverPayNotice, PayoutMethodList, WithdrawalList, WithdrawDialog } from '@web/features/withdrawals';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';
import { AccountingDownloads } from './accounting/accounting-downloads';
import { ClosingStatement } from './accounting/closing-statement';
import { StatementViewer } from './accounting/statement-viewer';
import { useAccountingFiles } from './accounting/use-accounting-files';
import { PaymentsSkeleton } from './payments-skeleton';
import { usePaymentsLive } from './use-payments-live';

loadTexts('payments');

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
        <LoadFailedInline message={t('loadFailed')} onRetry={() => void ledger.refetch()} />
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
      <StatementViewer
        statement={files.viewed}
        onClose={files.closeStatement}
        onDownload={files.downloadStatement}
      />
    </>
  );
}
