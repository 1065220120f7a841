import { Skeleton } from '@web/components/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseLedger } from '../api/get-case-ledger';
import { FundsPanel } from './funds-panel';
import { LedgerEntries } from './ledger-entries';
import { RecoveryForm } from './recovery-form';

/**
 * One case's funds (D7) for staff — the lawyer's and manager's edit dialog and the admin's (the
 * admin route hands it to the users tab): figures derived from the ledger, Report a recovery, and the
 * entries with Reverse. Nothing here is typed as a balance.
 */
export function CaseFunds({ caseId }: { caseId: string }) {
  const { t } = useTranslation('ledger');
  const ledger = useCaseLedger(caseId);
  // Full Recovery writes into the recovery form's amount; the form owns the rest.
  const [recoveryAmount, setRecoveryAmount] = useState('');
  if (ledger.isError) {
    return (
      <p role="alert" className="text-destructive">
        {ledger.error.message || t('loadFailed')}
      </p>
    );
  }
  if (!ledger.data) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <>
      <FundsPanel ledger={ledger.data} onFullRecovery={setRecoveryAmount} />
      <RecoveryForm
        caseId={caseId}
        currency={ledger.data.currency}
        summary={ledger.data.summary}
        amount={recoveryAmount}
        onAmountChange={setRecoveryAmount}
      />
      <LedgerEntries caseId={caseId} entries={ledger.data.entries} />
    </>
  );
}
