import { LoadFailed } from '@web/components/load-failed';
import { Skeleton } from '@web/components/ui/skeleton';
import { ActivityFeed, StatCards, UrgentTasks, useLawyerDashboard } from '@web/features/cases';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';

loadTexts('lawyer');

/**
 * The lawyer's overview (issue 6 item 2): figures, urgent cases and deadlines, and recent activity from
 * GET /api/lawyer/dashboard, refreshed live when a case, lead or timeline changes.
 */
export function LawyerOverview({ openCase }: { openCase: (caseId: string) => void }) {
  const { t } = useTranslation('lawyer');
  const query = useLawyerDashboard();
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('overview.loading')} className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">{t('overview.heading')}</h2>
      <StatCards data={data} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <UrgentTasks data={data} openCase={openCase} />
        <ActivityFeed items={data.recentActivity} openCase={openCase} />
      </div>
    </div>
  );
}
