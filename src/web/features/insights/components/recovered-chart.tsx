import type { AdminAnalytics } from '@shared/contracts/insights';
import { BAR, ChartCard } from '@web/components/chart-card';
import { MoneyChart } from '@web/components/money-chart';
import { formatMonth } from '@web/lib/chart-format';
import { formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar } from 'recharts';

/** Money received for clients per month, net of reversals, in the firm's currency. */
export function RecoveredChart({
  months,
  currency,
}: {
  months: AdminAnalytics['recoveredByMonth'];
  currency: string;
}) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const rows = months.map((m) => ({ ...m, label: formatMonth(m.month, locale) }));
  // Whole cents add up exactly.
  const total = months.reduce((cents, m) => cents + m.recoveredCents, 0);
  const isEmpty = months.every((m) => m.recoveredCents === 0);
  const best = months.reduce<(typeof months)[number] | undefined>(
    (top, m) => (!top || m.recoveredCents > top.recoveredCents ? m : top),
    undefined,
  );
  return (
    <ChartCard
      title={t('analytics.recovered.title')}
      summary={
        isEmpty || !best
          ? t('analytics.recovered.summaryEmpty', { currency })
          : t('analytics.recovered.summary', {
              total: money(total),
              month: formatMonth(best.month, locale, 'long'),
              amount: money(best.recoveredCents),
            })
      }
      empty={isEmpty ? t('analytics.recovered.empty') : undefined}
      table={{
        columns: [t('analytics.recovered.month'), t('analytics.recovered.recovered')],
        rows: months.map((m) => ({
          key: m.month,
          cells: [formatMonth(m.month, locale, 'long'), money(m.recoveredCents)],
        })),
      }}
      chart={
        <MoneyChart rows={rows} currency={currency}>
          <Bar
            {...BAR}
            dataKey="recoveredCents"
            name={t('analytics.recovered.recovered')}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
          />
        </MoneyChart>
      }
    />
  );
}
