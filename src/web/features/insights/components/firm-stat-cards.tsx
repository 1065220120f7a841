import { LoadFailed } from '@web/components/load-failed';
import { LoadingBlocks } from '@web/components/loading-rows';
import { StatCardRow } from '@web/components/stat-card';
import { formatCount, formatMoney } from '@web/lib/intl';
import { Briefcase, CircleDollarSign, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/get-admin-stats';

const percent = (value: number, locale: string, signed = false) =>
  new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value / 100);

/**
 * The four figures of spec §2, all counted by the server (D4). A null growth or conversion rate
 * means there is nothing to compare with: it says so instead of showing a made-up 0%.
 */
export function StatCards() {
  const { t, i18n } = useTranslation('insights');
  const query = useAdminStats();
  const locale = i18n.language;
  if (query.isPending) {
    return (
      <LoadingBlocks
        label={t('stats.loading')}
        count={4}
        height="h-28"
        grid="grid grid-cols-2 gap-3 lg:grid-cols-4"
      />
    );
  }
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const stats = query.data;
  return (
    <StatCardRow
      id="admin-stats-heading"
      heading={t('stats.heading')}
      cards={[
        {
          icon: <Users />,
          label: t('stats.totalUsers'),
          value: formatCount(stats.totalUsers, locale),
          note:
            stats.monthlyGrowth === null
              ? t('stats.growthNone')
              : t('stats.growth', { percent: percent(stats.monthlyGrowth, locale, true) }),
        },
        {
          icon: <CircleDollarSign />,
          label: t('stats.totalRevenue'),
          value: formatMoney(stats.totalRevenueCents, stats.currency, locale),
          note: t('stats.revenueNote'),
        },
        {
          icon: <Briefcase />,
          label: t('stats.activeCases'),
          value: formatCount(stats.activeCases, locale),
          note: t('stats.activeNote', { total: formatCount(stats.totalCases, locale) }),
        },
        {
          icon: <TrendingUp />,
          label: t('stats.conversionRate'),
          value:
            stats.conversionRate === null ? t('stats.conversionNone') : percent(stats.conversionRate, locale),
          note: stats.conversionRate === null ? t('stats.conversionNoneNote') : t('stats.conversionNote'),
        },
      ]}
    />
  );
}
