import type { AdminAnalytics } from '@shared/contracts/insights';
import { BAR_END, ChartCard, TICK } from '@web/components/chart-card';
import { formatDays } from '@web/lib/chart-format';
import { formatCount } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Average days a case spends in each working phase, over the stays that have ended (the API's
 * definition); the cases still in a phase are counted apart with their days so far.
 */
export function TimeInPhaseChart({ phases }: { phases: AdminAnalytics['timeInPhase'] }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const none = t('analytics.none');
  const data = phases.map((p) => ({ ...p, label: t(`phases.${p.phase}`) }));
  const stays = phases.reduce((n, p) => n + p.stays, 0);
  const longest = data.reduce<(typeof data)[number] | undefined>(
    (top, p) => (p.averageDays !== null && (!top || p.averageDays > (top.averageDays ?? 0)) ? p : top),
    undefined,
  );
  const days = (value: number | null) => (value === null ? none : formatDays(value, locale));
  return (
    <ChartCard
      title={t('analytics.time.title')}
      summary={
        !longest
          ? t('analytics.time.summaryEmpty')
          : t('analytics.time.summary', {
              count: stays,
              stays: formatCount(stays, locale),
              phase: longest.label,
              days: days(longest.averageDays),
            })
      }
      empty={!longest ? t('analytics.time.empty') : undefined}
      table={{
        columns: [
          t('analytics.time.phase'),
          t('analytics.time.average'),
          t('analytics.time.stays'),
          t('analytics.time.current'),
          t('analytics.time.soFar'),
        ],
        rows: data.map((p) => ({
          key: p.phase,
          cells: [
            p.label,
            days(p.averageDays),
            formatCount(p.stays, locale),
            formatCount(p.current.count, locale),
            days(p.current.averageDays),
          ],
        })),
      }}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis type="number" tick={TICK} tickFormatter={(v: number) => formatCount(v, locale)} />
            <YAxis type="category" dataKey="label" width={130} tick={TICK} />
            <Tooltip
              cursor={{ fill: 'var(--color-muted)' }}
              formatter={(value) => [
                days(value === null ? null : Number(value)),
                t('analytics.time.average'),
              ]}
            />
            <Bar dataKey="averageDays" fill="var(--color-navy-soft)" {...BAR_END} />
          </BarChart>
        </ResponsiveContainer>
      }
    >
      <p className="text-xs text-muted-foreground">{t('analytics.time.definition')}</p>
    </ChartCard>
  );
}
