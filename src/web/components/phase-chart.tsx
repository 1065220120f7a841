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

/** The figures a phase chart's summary sentence takes, already in the reader's number format. */
export type PhaseSummaryFigures = { count: number; total: string; active: string };

type PhaseChartProps = {
  title: string;
  /** The sentence that sums the chart up, for everyone (D3); said only when there are cases. */
  summary: (figures: PhaseSummaryFigures) => string;
  /** The summary and the chart's place when there are no cases at all. */
  summaryEmpty: string;
  empty: string;
  /** Every phase with its name in the screen's words, in lifecycle order (D9). */
  data: PhaseCount[];
  /** The table's column headings; `cases` also names the figure in the tooltip. */
  columns: { phase: string; cases: string };
  /** Room at the left for the longest phase name. */
  labelWidth: number;
};

/** How cases spread over the seven phases, as horizontal bars with the same figures in a table. */
export function PhaseChart(props: PhaseChartProps) {
  const { title, data, columns, labelWidth } = props;
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const total = data.reduce((sum, d) => sum + d.count, 0);
  return (
    <ChartCard
      title={title}
      summary={
        total === 0
          ? props.summaryEmpty
          : props.summary({
              count: total,
              total: formatCount(total, locale),
              active: formatCount(countActive(data), locale),
            })
      }
      empty={total === 0 ? props.empty : undefined}
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
