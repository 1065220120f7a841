import type { LawyerAnalytics } from '@shared/contracts/insights-lawyer';
import { ChartCard } from '@web/components/chart-card';
import { MoneyChart } from '@web/components/money-chart';
import { formatMonth } from '@web/lib/chart-format';
import { formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar } from 'recharts';

/** Money received on the lawyer's cases per month (net of reversals) and the firm's 20% of it. */
export function RecoveredChart({ data }: { data: Pick<LawyerAnalytics, 'recoveredByMonth' | 'currency'> }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const { currency } = data;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const rows = data.recoveredByMonth.map((m) => ({ ...m, label: formatMonth(m.month, locale) }));
  // Whole cents add up exactly.
  const recovered = rows.reduce((cents, m) => cents + m.recoveredCents, 0);
  const fee = rows.reduce((cents, m) => cents + m.feeCents, 0);
  const first = rows[0];
  const last = rows.at(-1);
  const period =
    first && last
      ? { from: formatMonth(first.month, locale, 'long'), to: formatMonth(last.month, locale, 'long') }
      : null;
  const recoveredLabel = t('recovered.recovered');
  const feeLabel = t('recovered.fee');
  return (
    <ChartCard
      title={t('recovered.title')}
      summary={
        recovered === 0 || !period
          ? t('recovered.summaryEmpty', { currency })
          : t('recovered.summary', { ...period, recovered: money(recovered), fee: money(fee) })
      }
      empty={recovered === 0 ? t('recovered.empty') : undefined}
      table={{
        columns: [t('recovered.month'), recoveredLabel, feeLabel],
        rows: rows.map((m) => ({
          key: m.month,
          cells: [formatMonth(m.month, locale, 'long'), money(m.recoveredCents), money(m.feeCents)],
        })),
      }}
      chart={
        <MoneyChart rows={rows} currency={currency} legend>
          <Bar
            dataKey="recoveredCents"
            name={recoveredLabel}
            fill="var(--color-primary)"
            isAnimationActive={false}
          />
          <Bar dataKey="feeCents" name={feeLabel} fill="var(--color-navy-soft)" isAnimationActive={false} />
        </MoneyChart>
      }
    />
  );
}
