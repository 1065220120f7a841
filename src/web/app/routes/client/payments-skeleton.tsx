import { Skeleton } from '@web/components/ui/skeleton';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';

loadTexts('payments');

/** The tab's shape while the ledger loads; the region says it is busy for screen readers. */
export function PaymentsSkeleton() {
  const { t } = useTranslation('payments');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="grid gap-6">
      <Skeleton className="h-20 w-full" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
