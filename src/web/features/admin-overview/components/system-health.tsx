import type { HealthMetric } from '@shared/contracts/admin';
import { LoadFailed } from '@web/components/load-failed';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import { AlertTriangle, ArrowDownRight, ArrowUpRight, CheckCircle2, Minus, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';
import { formatMetricValue } from '../lib/format-metric';

const LOOKS: StatusLook<HealthMetric['status']> = {
  healthy: { tone: 'success', Icon: CheckCircle2 },
  warning: { tone: 'warning', Icon: AlertTriangle },
  critical: { tone: 'danger', Icon: XCircle },
};
const TREND_ICON = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus } as const;

/** Metrics this screen knows by key are named in the reader's language; others keep the server's name. */
const KNOWN = new Set([
  'database_latency',
  'uptime',
  'memory_rss',
  'heap_used',
  'outbox_pending',
  'outbox_oldest_age',
  'error_rate',
  'load',
]);

function MetricRow({ metric }: { metric: HealthMetric }) {
  const { t, i18n } = useTranslation('adminOverview');
  const name = KNOWN.has(metric.key) ? t(`system.metrics.${metric.key}`) : metric.name;
  const Trend = TREND_ICON[metric.trend];
  // An empty outbox has no "oldest email": say so rather than "0 seconds".
  const value =
    metric.key === 'outbox_oldest_age' && metric.value === 0
      ? t('system.noneWaiting')
      : formatMetricValue(metric.value, metric.unit, i18n.language);
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-t border-border py-2.5 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
      <span className="font-medium text-navy">{name}</span>
      <span className="text-right tabular-nums text-navy">{value}</span>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <Trend aria-hidden="true" className="size-3.5" />
        {t(`system.trend.${metric.trend}`)}
      </span>
      <span className="justify-self-end">
        <StatusBadge status={metric.status} looks={LOOKS} label={t(`system.status.${metric.status}`)} />
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
        <h2 id="admin-health-heading" className="text-lg font-semibold text-navy">
          {t('system.heading')}
        </h2>
        {query.isSuccess ? (
          <p className="text-xs text-muted-foreground">
            {t('system.measuredAt', { time: formatDateTime(query.data.measuredAt, i18n.language) })}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <Skeleton role="status" aria-label={t('system.loading')} className="h-48" />
      ) : query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.metrics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('system.empty')}</p>
      ) : (
        <ul aria-labelledby="admin-health-heading" className="text-sm">
          {query.data.metrics.map((metric) => (
            <MetricRow key={metric.key} metric={metric} />
          ))}
        </ul>
      )}
    </Card>
  );
}
