import type { ReactNode } from 'react';

const looks = {
  /** A list or table with nothing in it: a dashed outline where its rows would be. */
  dashed: 'rounded-lg border border-dashed border-border bg-background p-6 text-sm text-muted-foreground',
  /** Inside a card (a chart, a filtered list): a quiet band. */
  muted: 'rounded-md bg-muted p-4 text-sm text-muted-foreground',
  /** The lawyer's lists (clients, leads): centred in a dashed box. */
  centered: 'rounded-md border border-dashed p-6 text-center text-muted-foreground',
} as const;

/** What a list or chart says when it has nothing to show, in place of the rows. */
export function EmptyState({
  look = 'dashed',
  children,
}: {
  look?: keyof typeof looks;
  children: ReactNode;
}) {
  return <p className={looks[look]}>{children}</p>;
}
