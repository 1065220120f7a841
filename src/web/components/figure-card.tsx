import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

type FigureCardProps = {
  title: string;
  value: string;
  /** Lines under the figure (FigureNote): when, against what, how many. */
  children?: ReactNode;
  /** `lead` for a row of three headline figures (a lawyer's analytics); `compact` fits four in a row. */
  size?: 'compact' | 'lead';
};

/** One figure with what it is (UI.md: never a bare number), as a region named by its title. */
export function FigureCard({ title, value, children, size = 'compact' }: FigureCardProps) {
  const titleId = useId();
  const lead = size === 'lead';
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h3 id={titleId} className={lead ? 'text-base' : 'text-sm font-medium text-muted-foreground'}>
            {title}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className={lead ? 'grid gap-2' : 'grid gap-1'}>
        <p className={cn('font-semibold text-navy tabular-nums', lead ? 'text-3xl' : 'text-2xl')}>{value}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** A quiet line of detail under a figure; nothing at all when there is nothing to say. */
export function FigureNote({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <div className="text-sm text-muted-foreground">{children}</div>;
}
