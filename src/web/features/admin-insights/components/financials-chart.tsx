import type { AdminFinancials } from '@shared/contracts/admin-insights';
import { ChartCard, TICK } from '@web/components/chart-card';
import { formatMoney } from '@web/lib/intl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoneyTick, formatMonth } from '../lib/format';

/**
 * Recovered and paid out per month as bars, fees earned as a line. The month table under it
 * (children) carries every figure, so the chart needs no hidden copy of them.
 */
export function FinancialsChart({ data, children }: { data: AdminFinancials; children: ReactNode }) {
  const { t, i18n } = useTranslation('adminInsights');
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(amount, data.currency, locale);
  const rows = data.months.map((m) => ({ ...m, label: formatMonth(m.month, locale) }));
  const first = data.months[0];
  const last = data.months.at(-1);
  const { totals } = data;
  const isEmpty = data.months.every((m) => m.recovered === 0 && m.fees === 0 && m.paidOut === 0);
  const period = {
    from: first ? formatMonth(first.month, locale, 'long') : '',
    to: last ? formatMonth(last.month, locale, 'long') : '',
  };
  return (
    <ChartCard
      title={t('financials.chart.title')}
      summary={
        isEmpty
          ? t('financials.chart.summaryEmpty', { ...period, currency: data.currency })
          : t('financials.chart.summary', {
              ...period,
              recovered: money(totals.recovered),
              fees: money(totals.fees),
              paidOut: money(totals.paidOut),
            })
      }
      empty={isEmpty ? t('financials.chart.empty') : undefined}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
            <YAxis
              width={72}
              tick={TICK}
              tickFormatter={(v: number) => formatMoneyTick(v, data.currency, locale)}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value, name) => [money(Number(value)), name]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              maxBarSize={48}
              dataKey="recovered"
              name={t('financials.columns.recovered')}
              fill="var(--color-primary)"
              isAnimationActive={false}
            />
            <Bar
              maxBarSize={48}
              dataKey="paidOut"
              name={t('financials.columns.paidOut')}
              fill="var(--color-navy-soft)"
              isAnimationActive={false}
            />
            <Line
              dataKey="fees"
              name={t('financials.columns.fees')}
              type="linear"
              stroke="var(--color-navy)"
              strokeWidth={2}
              strokeDasharray="5 3"
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
    >
      {children}
    </ChartCard>
  );
}
