import { Card } from '@web/components/ui/card';
import { type ReactNode, useId } from 'react';

type StatCardProps = {
  /** A lucide icon; decorative, the label says what the figure is. */
  icon: ReactNode;
  label: string;
  value: string;
  /** One short line on how the figure is counted or compares. */
  note: string;
};

/** One headline figure of a dashboard's row of four (admin overview, manager desk). */
export function StatCard({ icon, label, value, note }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-1.5 p-4">
      <p id={labelId} className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </p>
      <p className="text-2xl font-semibold tracking-tight text-navy">{value}</p>
      <p className="text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}
