import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { type ReactNode, useId } from 'react';

/** One figure with what it is (UI.md: never a bare number) and an optional line of detail. */
export function FigureCard({ title, value, detail }: { title: string; value: string; detail?: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h3 id={titleId} className="text-sm font-medium text-muted-foreground">
            {title}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-semibold text-navy tabular-nums">{value}</p>
        {detail ? <div className="text-sm text-muted-foreground">{detail}</div> : null}
      </CardContent>
    </Card>
  );
}
