import { StatCard } from '@web/components/stat-card';
import { formatCount, formatMoney } from '@web/lib/intl';
import { Briefcase, CircleDollarSign, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ManagerDashboard } from '../api/get-manager-dashboard';

/** The desk's four figures, computed by the server from the desk's records (D3). */
export function StatCards({ data }: { data: ManagerDashboard }) {
  const { t, i18n } = useTranslation('manager');
  const { stats } = data;
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <section aria-labelledby="manager-stats-heading" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <h2 id="manager-stats-heading" className="sr-only">
        {t('stats.heading')}
      </h2>
      <StatCard
        icon={<Briefcase />}
        label={t('stats.totalCases')}
        value={count(stats.totalCases)}
        note={t('stats.totalCasesNote')}
      />
      <StatCard
        icon={<Scale />}
        label={t('stats.activeCases')}
        value={count(stats.activeCases)}
        note={t('stats.activeCasesNote')}
      />
      <StatCard
        icon={<CircleDollarSign />}
        label={t('stats.totalRecovered')}
        value={formatMoney(stats.totalRecoveredCents, data.currency, i18n.language)}
        note={t('stats.totalRecoveredNote')}
      />
      <StatCard
        icon={<Users />}
        label={t('stats.teamSize')}
        value={count(stats.teamSize)}
        note={t('stats.teamSizeNote')}
      />
    </section>
  );
}
