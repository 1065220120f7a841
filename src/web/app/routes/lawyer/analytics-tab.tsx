import { LoadingBlocks } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { MetricCards, RecoveredChart, StatusChart, useLawyerAnalytics } from '@web/features/insights';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';

loadTexts('analytics');

/** Issue 6 item 7: the lawyer's analytics, every figure computed from their own cases (D3). */
export function AnalyticsTab() {
  const { t } = useTranslation('analytics');
  const query = useLawyerAnalytics();
  return (
    <section aria-labelledby="lawyer-analytics-title" aria-busy={query.isPending} className="grid gap-6">
      <SectionHeading id="lawyer-analytics-title" size="xl" title={t('title')} intro={t('intro')} />
      <QueryView
        query={query}
        loading={
          <LoadingBlocks label={t('loading')} count={3} height="h-40" grid="grid gap-4 md:grid-cols-3" />
        }
      >
        {(data) => (
          <>
            <MetricCards data={data} />
            <div className="grid gap-4 xl:grid-cols-2">
              <StatusChart distribution={data.statusDistribution} />
              <RecoveredChart data={data} />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
