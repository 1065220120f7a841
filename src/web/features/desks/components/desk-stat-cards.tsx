import { StatCardRow } from '@web/components/stat-card';
import { formatCount, formatMoney } from '@web/lib/intl';
import { Briefcase, CircleDollarSign, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ManagerDashboard } from '../api/get-manager-dashboard';

/** The desk's four figures, computed by the server from the desk's records (D3). */
export function StatCards({ data }: { data: ManagerDashboard }) {
  const { t, i18n } = useTranslation('desks');
  const { stats } = data;
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <StatCardRow
      id="manager-stats-heading"
      heading={t('stats.heading')}
      cards={[
        {
          icon: <Briefcase />,
          label: t('stats.totalCases'),
          value: count(stats.totalCases),
          note: t('stats.totalCasesNote'),
        },
        {
          icon: <Scale />,
          label: t('stats.activeCases'),
          value: count(stats.activeCases),
          note: t('stats.activeCasesNote'),
        },
        {
          icon: <CircleDollarSign />,
          label: t('stats.totalRecovered'),
          value: formatMoney(stats.totalRecoveredCents, data.currency, i18n.language),
          note: t('stats.totalRecoveredNote'),
        },
        {
          icon: <Users />,
          label: t('stats.teamSize'),
          value: count(stats.teamSize),
          note: t('stats.teamSizeNote'),
        },
      ]}
    />
  );
}
