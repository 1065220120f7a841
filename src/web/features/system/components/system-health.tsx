import type { HealthMetric, SystemWarningKey } from '@shared/contracts/system';
import { MetricStatusBadge, MetricTrend } from '@web/components/metric-status';
import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { WarningItem } from '@web/components/warning-item';
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

/** How the server is set up that an admin must act on (issue 31 item 9), above the measurements. */
function SetupWarnings({ warnings }: { warnings: readonly SystemWarningKey[] }) {
  const { t } = useTranslation('system');
  if (warnings.length === 0) return null;
  return (
    <ul className="grid gap-2">
      {warnings.map((key) => (
        <WarningItem key={key} title={t(`system.warnings.${key}.title`)}>
          {t(`system.warnings.${key}.body`)}
        </WarningItem>
      ))}
    </ul>
  );
}

/** System Health (D4): live measurements from GET /api/admin/system, re-read every 20 s. */
export function SystemHealth() {
  const { t, i18n } = useTranslation('system');
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
        {({ metrics, warnings }) => (
          <>
            <SetupWarnings warnings={warnings} />
            {metrics.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('system.empty')}</p>
            ) : (
              <ul aria-labelledby="admin-health-heading" className="text-sm">
                {metrics.map((metric) => (
                  <MetricRow key={metric.key} metric={metric} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
}
