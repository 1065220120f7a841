import { FigureCard, FigureNote } from '@web/components/figure-card';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MetricCardProps = {
  title: string;
  /** The computed figure; null shows "—" with `emptyText` saying why. */
  value: string | null;
  emptyText: string;
  /** What the figure is measured against, e.g. "Target: 85%". */
  detail?: ReactNode;
  /** Whether the figure meets the target (words and icon, never colour alone); undefined: no target. */
  meetsTarget?: boolean | undefined;
};

/** One figure of the analytics tab; "—" and an explanation when there is nothing to compute from. */
export function MetricCard({ title, value, emptyText, detail, meetsTarget }: MetricCardProps) {
  const { t } = useTranslation('insights');
  return (
    <FigureCard title={title} value={value ?? t('cards.none')} size="lead">
      {value === null ? <FigureNote>{emptyText}</FigureNote> : null}
      <FigureNote>{detail}</FigureNote>
      {value !== null && meetsTarget !== undefined ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-navy">
          {meetsTarget ? (
            <CircleCheck aria-hidden="true" className="size-4 text-primary" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4 text-destructive" />
          )}
          {meetsTarget ? t('cards.meetsTarget') : t('cards.belowTarget')}
        </p>
      ) : null}
    </FigureCard>
  );
}
