import type { AdminAnalytics } from '@shared/contracts/admin-insights';
import { ChartCard, TICK } from '@web/components/chart-card';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** How the firm's cases spread over the seven phases (D9), in lifecycle order. */
export function PhasesChart({ phases }: { phases: AdminAnalytics['casesByPhase'] }) {
  const { t, i18n } = useTranslation('adminInsights');
  const locale = i18n.language;
  const data = phases.map((p) => ({ ...p, label: t(`phases.${p.phase}`) }));
  const total = phases.reduce((n, p) => n + p.count, 0);
  const active = phases
    .filter((p) => p.phase !== 'completed' && p.phase !== 'closed')
    .reduce((n, p) => n + p.count, 0);
  return (
    <ChartCard
      title={t('analytics.phases.title')}
      summary={
        total === 0
          ? t('analytics.phases.summaryEmpty')
          : t('analytics.phases.summary', {
              count: total,
              total: formatCount(total, locale),
              active: formatCount(active, locale),
            })
      }
      empty={total === 0 ? t('analytics.phases.empty') : undefined}
      table={{
        columns: [t('analytics.phases.phase'), t('analytics.phases.cases')],
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
            <YAxis type="category" dataKey="label" width={130} tick={TICK} />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value) => [formatCount(Number(value), locale), t('analytics.phases.cases')]}
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
