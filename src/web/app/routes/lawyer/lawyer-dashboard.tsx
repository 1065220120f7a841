import { barId } from '@web/app/layouts/workspace/identity';
import { AnalyticsTab } from '@web/app/routes/lawyer/analytics-tab';
import { useTabParam, WorkspaceTabs } from '@web/components/workspace-tabs';
import { CasesTab } from '@web/features/cases';
import { DocumentsReviewTab } from '@web/features/documents';
import { LeadsTab } from '@web/features/leads';
import { CaseThread } from '@web/features/messages';
import { ClientsTab } from '@web/features/people';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { type DashboardSession, requireRole } from '../../session-guard';
import { LawyerOverview } from './overview-tab';

loadTexts('dashboard', 'lawyer');

export const loader = () => requireRole('lawyer');

const LAWYER_TABS = ['overview', 'cases', 'clients', 'leads', 'analytics', 'documents'] as const;

/**
 * The lawyer's workspace (issue 6). The route composes the features; a case opened from any tab
 * is the cases tab with `?case=<id>` in the address, so it survives a reload and can be linked.
 */
export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation(['dashboard', 'lawyer']);
  const [tab, setTab] = useTabParam(LAWYER_TABS, 'overview');
  const [params, setParams] = useSearchParams();
  const openCaseId = params.get('case');
  const openCase = (caseId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (caseId) {
        next.set('tab', 'cases');
        next.set('case', caseId);
      } else next.delete('case');
      return next;
    });
  return (
    <DashboardLayout
      user={user}
      workspace={t('workspace.lawyer')}
      identifier={{ label: t('header.barId'), value: barId(user.id) }}
    >
      <WorkspaceTabs
        tabs={LAWYER_TABS}
        tab={tab}
        onTabChange={setTab}
        labelOf={(name) => t(`lawyer:tabs.${name}`)}
        menuLabel={t('lawyer:tabs.menuLabel')}
        panels={{
          overview: () => <LawyerOverview openCase={openCase} />,
          cases: () => (
            <CasesTab
              openCaseId={openCaseId}
              openCase={openCase}
              renderMessages={(caseId) => <CaseThread caseId={caseId} />}
            />
          ),
          clients: () => <ClientsTab openCase={openCase} />,
          leads: () => <LeadsTab openCase={openCase} />,
          analytics: () => <AnalyticsTab />,
          documents: () => <DocumentsReviewTab openCase={openCase} />,
        }}
      />
    </DashboardLayout>
  );
}
