import type { HealthMetric } from '@shared/contracts/system';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { AlertOctagon, AlertTriangle, ArrowDownRight, ArrowUpRight, CheckCircle2, Minus } from 'lucide-react';

/** One look for a health measurement's status and trend, wherever the admin console shows one. */
const LOOKS: StatusLook<HealthMetric['status']> = {
  healthy: { tone: 'success', Icon: CheckCircle2 },
  warning: { tone: 'warning', Icon: AlertTriangle },
  critical: { tone: 'danger', Icon: AlertOctagon },
};
const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus } as const;

/** The status in words with its icon (the words from useMetricText). */
export function MetricStatusBadge({ status, label }: { status: HealthMetric['status']; label: string }) {
  return <StatusBadge status={status} looks={LOOKS} label={label} />;
}

export function MetricTrend({
  trend,
  label,
  className,
}: {
  trend: HealthMetric['trend'];
  label: string;
  className?: string;
}) {
  const Icon = TREND_ICONS[trend];
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
