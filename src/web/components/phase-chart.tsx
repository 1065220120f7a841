import type { Phase } from '@shared/domain/phases';
import { BAR_END, ChartCard, TICK } from '@web/components/chart-card';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type PhaseCount = { phase: Phase; count: number; label: string };

/** Cases still being worked on: every phase but completed and closed. */
export function countActive(phases: readonly Omit<PhaseCount, 'label'>[]): number {
  return phases
    .filter((p) => p.phase !== 'completed' && p.phase !== 'closed')
    .reduce((sum, p) => sum + p.count, 0);
}

type PhaseChartProps = {
  title: string;
  summary: string;
  empty: string | undefined;
  /** Every phase with its name in the screen's words, in lifecycle order (D9). */
  data: PhaseCount[];
  /** The table's column headings; `cases` also names the figure in the tooltip. */
  columns: { phase: string; cases: string };
  /** Room at the left for the longest phase name. */
  labelWidth: number;
};

/** How cases spread over the seven phases, as horizontal bars with the same figures in a table. */
export function PhaseChart({ title, summary, empty, data, columns, labelWidth }: PhaseChartProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ChartCard
      title={title}
      summary={summary}
      empty={empty}
      table={{
        columns: [columns.phase, columns.cases],
        rows: data.map((d) => ({ key: d.phase, cells: [d.label, formatCount(d.count, locale)] })),
      }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis
              type="number"
              allowDecimals={false}
              tick={TICK}
              tickFormatter={(v: number) => formatCount(v, locale)}
            />
            <YAxis type="category" dataKey="label" width={labelWidth} tick={TICK} />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value) => [formatCount(Number(value), locale), columns.cases]}
            />
            <Bar dataKey="count" fill="var(--color-primary)" {...BAR_END} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
