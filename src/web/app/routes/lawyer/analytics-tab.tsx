import { LoadFailed } from '@web/components/load-failed';
import { Skeleton } from '@web/components/ui/skeleton';
import { MetricCards, RecoveredChart, StatusChart, useLawyerAnalytics } from '@web/features/insights';
import { useTranslation } from 'react-i18next';

/** Issue 6 item 7: the lawyer's analytics, every figure computed from their own cases (D3). */
export function AnalyticsTab() {
  const { t } = useTranslation('analytics');
  const query = useLawyerAnalytics();
  return (
    <section aria-labelledby="lawyer-analytics-title" aria-busy={query.isPending} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="lawyer-analytics-title" className="text-xl font-semibold text-navy">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-4 md:grid-cols-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <MetricCards data={query.data} />
          <div className="grid gap-4 xl:grid-cols-2">
            <StatusChart distribution={query.data.statusDistribution} />
            <RecoveredChart data={query.data} />
          </div>
        </>
      )}
    </section>
  );
}
