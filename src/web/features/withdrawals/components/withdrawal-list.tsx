import { Skeleton } from '@web/components/ui/skeleton';
import { LoadError } from '@web/features/ledger';
import { useTranslation } from 'react-i18next';
import { useWithdrawals } from '../api/get-withdrawals';
import { WithdrawalItem } from './withdrawal-item';

/** The client's withdrawal requests, newest first, with the state of each. */
export function WithdrawalList() {
  const { t } = useTranslation('payments');
  const query = useWithdrawals();
  return (
    <section aria-labelledby="withdrawals-title" className="grid content-start gap-3">
      <h3 id="withdrawals-title" className="text-lg font-semibold text-navy">
        {t('withdrawals.title')}
      </h3>
      {query.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : query.isError ? (
        <LoadError message={t('withdrawals.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('withdrawals.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.map((withdrawal) => (
            <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </section>
  );
}
