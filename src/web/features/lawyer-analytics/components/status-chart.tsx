import type { LawyerAnalytics } from '@shared/contracts/lawyer-insights';
import { ChartCard, TICK } from '@web/components/chart-card';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** How the lawyer's cases spread over the seven phases (D9), in lifecycle order. */
export function StatusChart({ distribution }: { distribution: LawyerAnalytics['statusDistribution'] }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const data = distribution.map((d) => ({ ...d, label: t(`phases.${d.phase}`) }));
  const total = distribution.reduce((sum, d) => sum + d.count, 0);
  // Every phase that has cases, in lifecycle order: no "most are in" that a tie would make untrue.
  const breakdown = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    data
      .filter((d) => d.count > 0)
      .map((d) => t('status.part', { phase: d.label, n: formatCount(d.count, locale) })),
  );
  const active = distribution
    .filter((d) => d.phase !== 'completed' && d.phase !== 'closed')
    .reduce((sum, d) => sum + d.count, 0);
  return (
    <ChartCard
      title={t('status.title')}
      summary={
        total === 0
          ? t('status.summaryEmpty')
          : t('status.summary', {
              count: total,
              total: formatCount(total, locale),
              active: formatCount(active, locale),
              breakdown,
            })
      }
      empty={total === 0 ? t('status.empty') : undefined}
      table={{
        columns: [t('status.phase'), t('status.cases')],
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
            <YAxis type="category" dataKey="label" width={150} tick={TICK} />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value) => [formatCount(Number(value), locale), t('status.cases')]}
            />
            <Bar
              dataKey="count"
              fill="var(--color-primary)"
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
