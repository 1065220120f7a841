import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type ReactNode, useId } from 'react';
import { EmptyState } from './empty-state';

/** Axis labels in the theme's text colour, one size for every chart. */
export const TICK = { fill: 'var(--color-navy)', fontSize: 12 };

/** Every bar series: drawn at once (no animation), never wider than 48px on a short period. */
export const BAR = { maxBarSize: 48, isAnimationActive: false } as const;

/** A line series beside bars (a fee, a rate): dashed so it reads apart from them without colour. */
export const DASHED_LINE = {
  stroke: 'var(--color-navy)',
  strokeWidth: 2,
  strokeDasharray: '5 3',
  dot: { r: 3 },
  isAnimationActive: false,
} as const;

/** A horizontal bar's rounded end (the phase and time-in-phase charts). */
export const BAR_END = { radius: [0, 4, 4, 0] as [number, number, number, number], isAnimationActive: false };

export type ChartTable = { columns: string[]; rows: { key: string; cells: string[] }[] };

type ChartCardProps = {
  title: string;
  /** One or two sentences with the figures that matter, for everyone (not only screen readers). */
  summary: string;
  /**
   * The figures as a visually hidden table, read by screen readers instead of the drawing. Left
   * out when the card shows the same figures in a visible table (`children`), so they are not read twice.
   */
  table?: ChartTable;
  /** The drawing; hidden from assistive technology, which reads the table. */
  chart: ReactNode;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | undefined;
  /** Anything shown under the chart (a visible table, a note). */
  children?: ReactNode;
};

/** A chart with its title, a short text summary and a table of the same figures (lawyer and admin analytics). */
export function ChartCard({ title, summary, table, chart, empty, children }: ChartCardProps) {
  const titleId = useId();
  return (
    // min-w-0: inside a grid, a wide table must scroll within the card, not widen the page.
    <Card className="min-w-0">
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle>
            <h3 id={titleId} className="text-base">
              {title}
            </h3>
          </CardTitle>
          <CardDescription>{summary}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {empty ? (
            <EmptyState look="muted">{empty}</EmptyState>
          ) : (
            <>
              <div aria-hidden="true" className="h-72 w-full">
                {chart}
              </div>
              {table ? <HiddenTable caption={title} table={table} /> : null}
            </>
          )}
          {children}
        </CardContent>
      </section>
    </Card>
  );
}

function HiddenTable({ caption, table }: { caption: string; table: ChartTable }) {
  // The wrapper is what is visually hidden: a table does not shrink to sr-only's 1px and would
  // widen the page even while clipped.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
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
  );
}
