import { formatCount, formatMoney, formatPercent } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import type { LawyerDashboard } from '../api/get-lawyer-dashboard';

function StatCard({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border border-border bg-card p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold text-navy tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/** The four figures of the lawyer's day, each computed by the server from records (D3, D7). */
export function StatCards({ data }: { data: LawyerDashboard }) {
  const { t, i18n } = useTranslation('cases');
  const locale = i18n.language;
  const noRate = data.successRate === null;
  return (
    <dl aria-label={t('overview.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label={t('overview.stats.activeCases')}
        value={formatCount(data.activeCases, locale)}
        hint={t('overview.stats.activeCasesHint')}
      />
      <StatCard
        label={t('overview.stats.totalRecovered')}
        value={formatMoney(data.totalRecoveredCents, data.currency, locale)}
        hint={t('overview.stats.totalRecoveredHint')}
      />
      <StatCard
        label={t('overview.stats.successRate')}
        value={noRate ? t('overview.stats.noValue') : formatPercent(data.successRate ?? 0, locale)}
        hint={noRate ? t('overview.stats.successRateNone') : t('overview.stats.successRateHint')}
      />
      <StatCard
        label={t('overview.stats.newLeads')}
        value={formatCount(data.newLeads, locale)}
        hint={t('overview.stats.newLeadsHint')}
      />
    </dl>
  );
}
