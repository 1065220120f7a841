import type { AdminFinancials } from '@shared/contracts/insights';
import { BAR, ChartCard, DASHED_LINE } from '@web/components/chart-card';
import { MoneyChart } from '@web/components/money-chart';
import { formatMonth } from '@web/lib/chart-format';
import { formatMoney } from '@web/lib/intl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, Line } from 'recharts';

/**
 * Recovered and paid out per month as bars, fees earned as a line. The month table under it
 * (children) carries every figure, so the chart needs no hidden copy of them.
 */
export function FinancialsChart({ data, children }: { data: AdminFinancials; children: ReactNode }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, data.currency, locale);
  const rows = data.months.map((m) => ({ ...m, label: formatMonth(m.month, locale) }));
  const first = data.months[0];
  const last = data.months.at(-1);
  const { totals } = data;
  const isEmpty = data.months.every(
    (m) => m.recoveredCents === 0 && m.feesCents === 0 && m.paidOutCents === 0,
  );
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
              recovered: money(totals.recoveredCents),
              fees: money(totals.feesCents),
              paidOut: money(totals.paidOutCents),
            })
      }
      empty={isEmpty ? t('financials.chart.empty') : undefined}
      chart={
        <MoneyChart rows={rows} currency={data.currency} legend>
          <Bar
            {...BAR}
            dataKey="recoveredCents"
            name={t('financials.columns.recovered')}
            fill="var(--color-primary)"
          />
          <Bar
            {...BAR}
            dataKey="paidOutCents"
            name={t('financials.columns.paidOut')}
            fill="var(--color-navy-soft)"
          />
          <Line {...DASHED_LINE} dataKey="feesCents" name={t('financials.columns.fees')} type="linear" />
        </MoneyChart>
      }
    >
      {children}
    </ChartCard>
  );
}
