import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

export type StatFigure = {
  /** A lucide icon; decorative, the label says what the figure is. */
  icon: ReactNode;
  label: string;
  value: ReactNode;
  /** One short line on how the figure is counted or compares. */
  note: string;
  /** Drawn between the figure and its note (a progress bar). */
  children?: ReactNode;
};

type StatCardProps = StatFigure & {
  /** `portal`: the client's cards, read on a phone first, so the type grows only from sm up. */
  size?: 'default' | 'portal';
};

const sizes = {
  default: {
    card: 'gap-1.5 p-4',
    label: 'text-sm',
    value: 'text-2xl',
    note: 'text-xs',
  },
  portal: {
    card: 'gap-2 p-4 sm:p-5',
    label: 'text-xs sm:text-sm',
    value: 'text-lg break-words sm:text-2xl',
    note: 'text-xs sm:text-sm',
  },
} as const;

/** One headline figure of a dashboard's row of four (admin overview, manager desk, client portal). */
export function StatCard({ icon, label, value, note, children, size = 'default' }: StatCardProps) {
  const labelId = useId();
  const s = sizes[size];
  return (
    <Card role="group" aria-labelledby={labelId} className={cn('flex min-w-0 flex-col', s.card)}>
      <p id={labelId} className={cn('flex items-center gap-2 font-medium text-muted-foreground', s.label)}>
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </p>
      <p className={cn('font-semibold tracking-tight text-navy', s.value)}>{value}</p>
      {children}
      <p className={cn('text-muted-foreground', s.note)}>{note}</p>
    </Card>
  );
}

type StatCardRowProps = {
  /** The row is a section named by a heading that only screen readers hear. */
  id: string;
  heading: string;
  cards: StatFigure[];
  size?: StatCardProps['size'];
};

/** A dashboard's row of four figures: two a line on a phone, four from lg up. */
export function StatCardRow({ id, heading, cards, size = 'default' }: StatCardRowProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', size === 'portal' && 'sm:gap-4')}
    >
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {cards.map((card) => (
        <StatCard key={card.label} size={size} {...card} />
      ))}
    </section>
  );
}
