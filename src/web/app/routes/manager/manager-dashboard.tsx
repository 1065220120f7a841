import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTabParam, WorkspaceTabs } from '@web/components/workspace-tabs';
import { CasesManagementTab } from '@web/features/cases';
import {
  DeskOverview,
  StatCards,
  useDeskLawyers,
  useManagerDashboard,
  useManagerLive,
} from '@web/features/desks';
import { PerformanceTab } from '@web/features/insights';
import { AwaitingQueue } from '@web/features/ledger';
import { AddTeamMemberDialog, EditClientDialog, TeamTab } from '@web/features/people';
import { loadTexts } from '@web/lib/i18n/texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { type DashboardSession, requireRole } from '../../session-guard';

loadTexts('dashboard', 'manager');

export const loader = () => requireRole('manager');

const MANAGER_TABS = ['cases', 'team', 'performance'] as const;
/** Which staff endpoints the client edit dialog uses (the manager's are desk-scoped). */
const MANAGER_ROLE = 'manager' as const;

/**
 * The manager's desk (issue 6 §9–13): the desk and its figures above, then the cases, the team and
 * performance as tabs (?tab=… in the address). Every figure comes from the desk's records.
 */
export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation(['dashboard', 'manager']);
  const [tab, setTab] = useTabParam(MANAGER_TABS, 'cases');
  const dashboard = useManagerDashboard();
  // Every lawyer of the desk for the case filters and the assign dialog: the dashboard carries
  // only the team's first page (D25), the whole team when it fits on it.
  const lawyers = useDeskLawyers(Boolean(dashboard.data?.teamNextCursor));
  useManagerLive();
  // Issue 6 §14: the lawyer's client edit dialog, desk-scoped by the manager endpoints.
  const [editing, setEditing] = useState<{ clientId: string; caseId: string } | null>(null);
  return (
    <DashboardLayout user={user} workspace={t('workspace.manager')}>
      <QueryView
        query={dashboard}
        loading={
          <div role="status" aria-label={t('manager:loading')} className="grid gap-4">
            <Skeleton className="h-32" />
            <Skeleton className="h-24" />
          </div>
        }
      >
        {(data) => (
          <div className="grid gap-6">
            <DeskOverview
              data={data}
              action={data.desk ? <AddTeamMemberDialog countries={data.desk.countries} /> : null}
            />
            <StatCards data={data} />
            <AwaitingQueue />
            <WorkspaceTabs
              tabs={MANAGER_TABS}
              tab={tab}
              onTabChange={setTab}
              labelOf={(name) => t(`manager:tabs.${name}`)}
              menuLabel={t('manager:tabs.menuLabel')}
              panels={{
                cases: () => (
                  <CasesManagementTab
                    lawyers={lawyers.data ?? data.teamMembers}
                    onEditClient={(clientId, caseId) => setEditing({ clientId, caseId })}
                  />
                ),
                team: () => <TeamTab data={data} />,
                performance: () => <PerformanceTab data={data} />,
              }}
            />
          </div>
        )}
      </QueryView>
      {editing ? (
        <EditClientDialog
          role={MANAGER_ROLE}
          clientId={editing.clientId}
          caseId={editing.caseId}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
    </DashboardLayout>
  );
}
