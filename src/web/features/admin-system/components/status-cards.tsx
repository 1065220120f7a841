import type { HealthMetric } from '@shared/contracts/admin';
import { LoadFailed } from '@web/components/load-failed';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import {
  AlertOctagon,
  AlertTriangle,
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  CheckCircle2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status';
import { formatMetric } from '../lib/format-metric';

/** The spec's three status cards (uptime, database latency, load) and the error rate, measured live (D4). */
const CARD_KEYS = ['uptime', 'database_latency', 'load', 'error_rate'] as const;

const STATUS_LOOKS: StatusLook<HealthMetric['status']> = {
  healthy: { tone: 'success', Icon: CheckCircle2 },
  warning: { tone: 'warning', Icon: AlertTriangle },
  critical: { tone: 'danger', Icon: AlertOctagon },
};
const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

export function StatusCards() {
  const { t, i18n } = useTranslation('adminSystem');
  const status = useSystemStatus();
  return (
    <section aria-labelledby="system-status-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="system-status-heading" className="text-lg font-semibold text-navy">
          {t('status.heading')}
        </h2>
        {status.data ? (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('status.measuredAt', { time: formatDateTime(status.data.measuredAt, i18n.language) })}
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
                <p className="text-sm font-medium text-muted-foreground">{t(`status.metrics.${key}`)}</p>
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
  const { t, i18n } = useTranslation('adminSystem');
  const TrendIcon = TREND_ICONS[metric.trend];
  return (
    <>
      <p className="text-xl font-semibold text-navy tabular-nums sm:text-2xl" data-metric={metric.key}>
        {formatMetric(metric, i18n.language)}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <StatusBadge
          status={metric.status}
          looks={STATUS_LOOKS}
          label={t(`status.levels.${metric.status}`)}
        />
        <span className="inline-flex items-center gap-1">
          <TrendIcon aria-hidden="true" className="size-3.5" />
          {t(`status.trends.${metric.trend}`)}
        </span>
      </div>
    </>
  );
}
