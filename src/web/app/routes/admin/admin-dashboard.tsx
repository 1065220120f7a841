import { OverviewTab } from '@web/app/routes/admin/overview-tab';
import { SystemTab } from '@web/app/routes/admin/system-tab';
import { useLeavePageGuard } from '@web/components/leave-page-guard';
import { buttonVariants } from '@web/components/ui/button';
import { useTabParam, WorkspaceTabs } from '@web/components/workspace-tabs';
import { ApprovalsTab, PendingApprovalsNotice } from '@web/features/approvals';
import type { CurrentUser } from '@web/features/auth';
import { AllCasesTab } from '@web/features/cases';
import { AnalyticsTab, FinancialsTab } from '@web/features/insights';
import { CaseFunds } from '@web/features/ledger';
import { UsersTab } from '@web/features/people';
import { SettingsTab, UnsavedSettingsProvider, useUnsavedSettings } from '@web/features/settings';
import { loadTexts } from '@web/lib/i18n/texts';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { optionalRole } from '../../session-guard';
import { AdminLoginView } from '../public/admin-login-view';

loadTexts('dashboard', 'admin', 'settings');

/** Spec §2 / D8: without an admin session (checked by the server), /admin shows the admin login in place. */
export const loader = () => optionalRole('admin');

export function Component() {
  const { user } = useLoaderData() as { user: CurrentUser | null };
  if (!user) return <AdminLoginView />;
  return <AdminConsole user={user} />;
}

/** The staff's funds view of a case (D7), the same for the admin as for lawyers and managers. */
const caseFunds = (caseId: string) => <CaseFunds caseId={caseId} />;

const ADMIN_TABS = [
  'overview',
  'users',
  'cases',
  'financials',
  'system',
  'analytics',
  'settings',
  'approvals',
] as const;

/**
 * The admin console (issue 7): eight tabs (D37 added Approvals), the open one in the address (?tab=…). Each tab is its
 * feature's component and fetches only when opened; every figure comes from the firm's records.
 */
function AdminConsole({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['dashboard', 'admin', 'settings']);
  const [tab, setTab] = useTabParam(ADMIN_TABS, 'overview');
  // Settings sections save one by one: leaving the tab with one unsaved would lose its edits.
  const unsaved = useUnsavedSettings();
  const leaveTexts = {
    title: t('settings:unsaved.leave.title'),
    stay: t('settings:unsaved.leave.stay'),
    leave: t('settings:unsaved.leave.discard'),
  };
  // Leaving the console itself (a link, Back, signing out) while settings are unsaved asks too.
  const leavePage = useLeavePageGuard({
    isDirty: unsaved.isDirty,
    discard: unsaved.discard,
    texts: { ...leaveTexts, description: t('settings:unsaved.leavePage') },
  });
  return (
    <DashboardLayout
      user={user}
      workspace={t('workspace.admin')}
      confirmLeave={leavePage.confirmLeave}
      actions={
        // Spec §2: a settings icon in the header; it opens the settings tab.
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          aria-label={t('admin:header.settings')}
          onClick={() => setTab('settings')}
        >
          <Settings aria-hidden="true" />
        </button>
      }
    >
      <UnsavedSettingsProvider value={unsaved.report}>
        <WorkspaceTabs
          tabs={ADMIN_TABS}
          tab={tab}
          onTabChange={setTab}
          labelOf={(name) => t(`admin:tabs.${name}`)}
          menuLabel={t('admin:tabs.menuLabel')}
          panels={{
            overview: () => <OverviewTab onOpenTab={setTab} />,
            users: () => (
              <>
                <PendingApprovalsNotice onOpen={() => setTab('approvals')} />
                <UsersTab selfId={user.id} caseFunds={caseFunds} />
              </>
            ),
            cases: () => <AllCasesTab />,
            financials: () => <FinancialsTab />,
            system: () => <SystemTab />,
            analytics: () => <AnalyticsTab />,
            settings: () => (
              <>
                <PendingApprovalsNotice onOpen={() => setTab('approvals')} />
                <SettingsTab />
              </>
            ),
            approvals: () => <ApprovalsTab selfId={user.id} />,
          }}
          leaveGuard={{
            isBlocking: unsaved.isDirty,
            onLeave: unsaved.discard,
            texts: { ...leaveTexts, description: t('settings:unsaved.leave.description') },
          }}
        />
      </UnsavedSettingsProvider>
      {leavePage.dialog}
    </DashboardLayout>
  );
}
