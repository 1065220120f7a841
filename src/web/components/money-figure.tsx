import { cn } from '@web/lib/cn';
import { useId } from 'react';

type MoneyFigureProps = {
  label: string;
  value: string;
  description?: string;
  emphasis?: boolean;
};

/** One labelled amount (UI.md: never a bare number); the group is named by its label. */
export function MoneyFigure({ label, value, description, emphasis }: MoneyFigureProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group reads label and amount together; fieldset is for form controls.
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'grid content-start gap-1 rounded-lg border border-border bg-card p-4',
        emphasis && 'border-primary/40 bg-muted',
      )}
    >
      <p id={id} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <p className={cn('font-semibold tabular-nums text-navy', emphasis ? 'text-2xl' : 'text-xl')}>{value}</p>
      {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
    </div>
  );
}
