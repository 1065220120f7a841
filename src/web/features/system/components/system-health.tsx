import type { HealthMetric } from '@shared/contracts/system';
import { MetricStatusBadge, MetricTrend } from '@web/components/metric-status';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import { useMetricText } from '@web/lib/system-metrics';
import { STATUS_REFRESH_SECONDS, useSystemStatus } from '@web/lib/system-status';
import { useTranslation } from 'react-i18next';

function MetricRow({ metric }: { metric: HealthMetric }) {
  const text = useMetricText().describe(metric);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-t border-border py-2.5 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
      <span className="font-medium text-navy">{text.name}</span>
      <span className="text-right tabular-nums text-navy">{text.value}</span>
      <MetricTrend trend={metric.trend} label={text.trend} />
      <span className="justify-self-end">
        <MetricStatusBadge status={metric.status} label={text.status} />
      </span>
    </li>
  );
}

/** System Health (D4): live measurements from GET /api/admin/system, re-read every 20 s. */
export function SystemHealth() {
  const { t, i18n } = useTranslation('adminOverview');
  const query = useSystemStatus();
  return (
    <Card className="grid content-start gap-3 p-4">
      <div className="grid gap-1">
        <SectionHeading id="admin-health-heading" title={t('system.heading')} />
        {query.isSuccess ? (
          <p className="text-xs text-muted-foreground">
            {t('system.measuredAt', {
              seconds: STATUS_REFRESH_SECONDS,
              time: formatDateTime(query.data.measuredAt, i18n.language),
            })}
          </p>
        ) : null}
      </div>
      <QueryView
        query={query}
        loading={<Skeleton role="status" aria-label={t('system.loading')} className="h-48" />}
      >
        {({ metrics }) =>
          metrics.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('system.empty')}</p>
          ) : (
            <ul aria-labelledby="admin-health-heading" className="text-sm">
              {metrics.map((metric) => (
                <MetricRow key={metric.key} metric={metric} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Card>
  );
}
