import type { AdminAnalytics } from '@shared/contracts/insights';
import { BAR, ChartCard, DASHED_LINE, TICK } from '@web/components/chart-card';
import { formatRate, formatWeek } from '@web/lib/chart-format';
import { formatCount } from '@web/lib/intl';
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

/** Leads per ISO week and how many of them were converted, with the week's conversion as a line. */
export function LeadsChart({ weeks }: { weeks: AdminAnalytics['leadsByWeek'] }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const rows = weeks.map((w) => ({ ...w, label: formatWeek(w.weekStart, locale) }));
  const leads = weeks.reduce((n, w) => n + w.leads, 0);
  const converted = weeks.reduce((n, w) => n + w.converted, 0);
  const none = t('analytics.none');
  return (
    <ChartCard
      title={t('analytics.leads.title')}
      summary={
        leads === 0
          ? t('analytics.leads.summaryEmpty')
          : t('analytics.leads.summary', {
              count: leads,
              leads: formatCount(leads, locale),
              converted: formatCount(converted, locale),
              rate: formatRate(Math.round((converted / leads) * 1000) / 10, locale),
            })
      }
      empty={leads === 0 ? t('analytics.leads.empty') : undefined}
      table={{
        columns: [
          t('analytics.leads.week'),
          t('analytics.leads.leads'),
          t('analytics.leads.converted'),
          t('analytics.leads.rate'),
        ],
        rows: weeks.map((w) => ({
          key: w.week,
          cells: [
            t('analytics.leads.weekOf', { date: formatWeek(w.weekStart, locale, 'long') }),
            formatCount(w.leads, locale),
            formatCount(w.converted, locale),
            w.conversionRate === null ? none : formatRate(w.conversionRate, locale),
          ],
        })),
      }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ left: 8, right: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={TICK} interval="preserveStartEnd" />
            <YAxis yAxisId="count" allowDecimals={false} width={48} tick={TICK} />
            <YAxis
              yAxisId="rate"
              orientation="right"
              domain={[0, 100]}
              width={52}
              tick={TICK}
              tickFormatter={(v: number) => formatRate(v, locale)}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value, name, item) =>
                item.dataKey === 'conversionRate'
                  ? [value === null ? none : formatRate(Number(value), locale), name]
                  : [formatCount(Number(value), locale), name]
              }
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              {...BAR}
              yAxisId="count"
              dataKey="leads"
              name={t('analytics.leads.leads')}
              fill="var(--color-navy-soft)"
            />
            <Bar
              {...BAR}
              yAxisId="count"
              dataKey="converted"
              name={t('analytics.leads.converted')}
              fill="var(--color-primary)"
            />
            <Line
              {...DASHED_LINE}
              yAxisId="rate"
              dataKey="conversionRate"
              name={t('analytics.leads.rate')}
              connectNulls
            />
          </ComposedChart>
        </ResponsiveContainer>
      }
    />
  );
}
