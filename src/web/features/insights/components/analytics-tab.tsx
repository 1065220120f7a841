import { DEFAULT_CURRENCY } from '@shared/domain/money';
import { LoadingBlocks } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
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
  const { t } = useTranslation('insights');
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
      <QueryView
        query={query}
        loading={
          <LoadingBlocks label={t('loading')} count={4} height="h-80" grid="grid gap-4 xl:grid-cols-2" />
        }
      >
        {(data) => (
          <>
            <div className="grid gap-4 xl:grid-cols-2">
              <LeadsChart weeks={data.leadsByWeek} />
              <PhasesChart phases={data.casesByPhase} />
              <RecoveredChart months={data.recoveredByMonth} currency={data.currency} />
              <TimeInPhaseChart phases={data.timeInPhase} />
            </div>
            <DesksComparison desks={data.desks} currency={data.currency} />
          </>
        )}
      </QueryView>
    </section>
  );
}
