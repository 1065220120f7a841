import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { LoadFailed } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { DesksComparison } from './desks-comparison';
import { LeadsChart } from './leads-chart';
import { PhasesChart } from './phases-chart';
import { RecoveredChart } from './recovered-chart';
import { TimeInPhaseChart } from './time-in-phase-chart';

/** Issue 7 item 7: firm-wide charts, every figure computed from records (D3, D4). */
export function AnalyticsTab() {
  const { t } = useTranslation('adminInsights');
  const titleId = useId();
  const query = useAdminAnalytics();
  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching} className="grid gap-6">
      <div className="grid gap-1">
        <SectionHeading id={titleId} size="xl" title={t('analytics.title')} />
        <p className="max-w-prose text-sm text-muted-foreground">
          {t('analytics.intro', { currency: query.data?.currency ?? DEFAULT_CURRENCY })}
        </p>
      </div>
      {query.isPending ? (
        <div role="status" aria-label={t('loading')} className="grid gap-4 xl:grid-cols-2">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-80" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="grid gap-4 xl:grid-cols-2">
            <LeadsChart weeks={query.data.leadsByWeek} />
            <PhasesChart phases={query.data.casesByPhase} />
            <RecoveredChart months={query.data.recoveredByMonth} currency={query.data.currency} />
            <TimeInPhaseChart phases={query.data.timeInPhase} />
          </div>
          <DesksComparison desks={query.data.desks} currency={query.data.currency} />
        </>
      )}
    </section>
  );
}
