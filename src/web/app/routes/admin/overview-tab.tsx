import { Button } from '@web/components/ui/button';
import { RecentActivity } from '@web/features/audit';
import { StatCards } from '@web/features/insights';
import { AwaitingQueue } from '@web/features/ledger';
import { ReconciliationCard } from '@web/features/reconciliation';
import { SystemHealth } from '@web/features/system';
import { PendingWithdrawals } from '@web/features/withdrawals';
import { loadTexts } from '@web/lib/i18n/texts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

loadTexts('adminOverview');

type OverviewTabProps = {
  /** Opens another tab of the console (e.g. "see all" links). */
  onOpenTab: (tab: 'users' | 'cases' | 'financials' | 'system' | 'analytics') => void;
};

/**
 * The admin overview (spec §2, issue 7 item 2): the firm's four figures, system health, the
 * withdrawals waiting for a decision and the latest activity — each from records (D4), each live.
 */
export function OverviewTab({ onOpenTab }: OverviewTabProps) {
  const { t } = useTranslation('adminOverview');
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-navy">{t('heading')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={() => onOpenTab('users')}>
            {t('links.users')}
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onOpenTab('cases')}>
            {t('links.cases')}
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onOpenTab('financials')}>
            {t('links.financials')}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <StatCards />
      <ReconciliationCard />
      <AwaitingQueue />
      <div className="grid gap-6 lg:grid-cols-2">
        <PendingWithdrawals />
        <SystemHealth />
      </div>
      <div className="grid gap-2">
        <RecentActivity />
        <Button variant="link" size="sm" className="justify-self-start" onClick={() => onOpenTab('system')}>
          {t('links.auditLog')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
