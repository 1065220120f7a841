import type { AdminAnalytics } from '@shared/contracts/insights';
import { BAR, ChartCard, TICK } from '@web/components/chart-card';
import { formatCount, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DesksTable } from './desks-table';

/** Desks side by side: cases and active cases as bars; every figure in the table under it. */
export function DesksComparison({ desks, currency }: { desks: AdminAnalytics['desks']; currency: string }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const rows = desks.map((d) => ({ ...d, label: d.name ?? t('analytics.desks.noDesk') }));
  const cases = desks.reduce((n, d) => n + d.cases, 0);
  const top = rows.reduce<(typeof rows)[number] | undefined>(
    (best, d) => (d.recoveredCents > 0 && (!best || d.recoveredCents > best.recoveredCents) ? d : best),
    undefined,
  );
  const summary =
    desks.length === 0
      ? t('analytics.desks.summaryEmpty')
      : top
        ? t('analytics.desks.summaryTop', {
            count: desks.length,
            n: formatCount(desks.length, locale),
            desk: top.label,
            amount: formatMoney(top.recoveredCents, currency, locale),
          })
        : t('analytics.desks.summary', { count: desks.length, n: formatCount(desks.length, locale) });
  return (
    <ChartCard
      title={t('analytics.desks.title')}
      summary={summary}
      empty={cases === 0 ? t('analytics.desks.empty') : undefined}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={TICK} interval={0} />
            <YAxis
              allowDecimals={false}
              width={56}
              tick={TICK}
              tickFormatter={(v: number) => formatCount(v, locale)}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value, name) => [formatCount(Number(value), locale), name]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar {...BAR} dataKey="cases" name={t('analytics.desks.cases')} fill="var(--color-navy-soft)" />
            <Bar
              {...BAR}
              dataKey="activeCases"
              name={t('analytics.desks.active')}
              fill="var(--color-primary)"
            />
          </BarChart>
        </ResponsiveContainer>
      }
    >
      {desks.length > 0 ? <DesksTable rows={rows} currency={currency} /> : null}
    </ChartCard>
  );
}
