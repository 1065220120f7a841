import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type ReactNode, useId } from 'react';

/** Axis labels in the theme's text colour, one size for every chart. */
export const TICK = { fill: 'var(--color-navy)', fontSize: 12 };

type ChartCardProps = {
  title: string;
  /** One or two sentences with the figures that matter, for everyone (not only screen readers). */
  summary: string;
  /** The figures as a table; read by screen readers instead of the drawing. */
  table: { columns: string[]; rows: { key: string; cells: string[] }[] };
  /** The drawing; hidden from assistive technology, which reads the table. */
  chart: ReactNode | null;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | undefined;
};

/** A chart with its title, a short text summary and a visually hidden table of the same figures. */
export function ChartCard({ title, summary, table, chart, empty }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle>
            <h3 id={titleId} className="text-base">
              {title}
            </h3>
          </CardTitle>
          <CardDescription>{summary}</CardDescription>
        </CardHeader>
        <CardContent>
          {empty ? (
            <p className="rounded-md bg-muted p-4 text-sm text-muted-foreground">{empty}</p>
          ) : (
            <>
              <div aria-hidden="true" className="h-72 w-full">
                {chart}
              </div>
              {/* sr-only on a wrapper: a table ignores the 1px size and would widen the page on phones. */}
              <div className="sr-only">
                <table>
                  <caption>{title}</caption>
                  <thead>
                    <tr>
                      {table.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => (
                      <tr key={row.key}>
                        {row.cells.map((cell, i) =>
                          i === 0 ? (
                            <th key={table.columns[i]} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={table.columns[i]}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
