import type { HealthMetric } from '@shared/contracts/system';
import { LoadFailed } from '@web/components/load-failed';
import { MetricStatusBadge, MetricTrend } from '@web/components/metric-status';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import { useMetricText } from '@web/lib/system-metrics';
import { STATUS_REFRESH_SECONDS, useSystemStatus } from '@web/lib/system-status';
import { useTranslation } from 'react-i18next';

/** The spec's three status cards (uptime, database latency, load) and the error rate, measured live (D4). */
const CARD_KEYS = ['uptime', 'database_latency', 'load', 'error_rate'] as const;

export function StatusCards() {
  const { t, i18n } = useTranslation('system');
  const metricText = useMetricText();
  const status = useSystemStatus();
  return (
    <section aria-labelledby="system-status-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <SectionHeading id="system-status-heading" title={t('status.heading')} />
        {status.data ? (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('status.measuredAt', {
              seconds: STATUS_REFRESH_SECONDS,
              time: formatDateTime(status.data.measuredAt, i18n.language),
            })}
          </p>
        ) : null}
      </div>
      {status.isError && !status.data ? (
        <LoadFailed error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {CARD_KEYS.map((key) => {
            const metric = status.data?.metrics.find((m) => m.key === key);
            return (
              <li
                key={key}
                className="grid content-start gap-2 rounded-lg border border-border bg-background p-3 sm:p-4"
              >
                <p className="text-sm font-medium text-muted-foreground">{metricText.name(key)}</p>
                {metric ? (
                  <MetricBody metric={metric} />
                ) : status.isPending ? (
                  <Skeleton className="h-14 w-full" />
                ) : (
                  <p className="text-sm text-muted-foreground">{t('status.notMeasured')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function MetricBody({ metric }: { metric: HealthMetric }) {
  const text = useMetricText().describe(metric);
  return (
    <>
      <p className="text-xl font-semibold text-navy tabular-nums sm:text-2xl" data-metric={metric.key}>
        {text.value}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <MetricStatusBadge status={metric.status} label={text.status} />
        <MetricTrend trend={metric.trend} label={text.trend} />
      </div>
    </>
  );
}
