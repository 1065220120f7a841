import type { IndicatorStatus } from '@shared/domain/trail/statuses';
import { cn } from '@web/lib/cn';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<IndicatorStatus, string> = {
  unreviewed: 'bg-muted text-navy',
  confirmed: 'bg-destructive/10 text-destructive',
  false_match: 'bg-muted text-muted-foreground line-through',
};

/** The firm's word on an indicator, as a small label. */
export function IndicatorStatusBadge({ status }: { status: IndicatorStatus }) {
  const { t } = useTranslation('indicators');
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', LOOKS[status])}>
      {t(`indicators.status.${status}`)}
    </span>
  );
}
