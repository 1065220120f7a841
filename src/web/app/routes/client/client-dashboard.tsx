import { SetPasswordDialog } from '@web/features/auth/components/set-password-dialog';
import {
  clientDashboardQueryOptions,
  useClientDashboard,
} from '@web/features/client-portal/api/get-client-dashboard';
import { PortalBody } from '@web/features/client-portal/components/portal-body';
import { EvidenceTab } from '@web/features/documents/components/evidence-tab';
import { MessagesTab } from '@web/features/messages/components/messages-tab';
import { PaymentsTab } from '@web/features/payments/components/payments-tab';
import { clientReference } from '@web/features/workspace/identity';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { queryClient } from '../../query-client';
import { type DashboardSession, requireRole } from '../../session-guard';

/**
 * The dashboard call starts together with the session check rather than after it (issue 5: no
 * request waterfall); if the session turns out not to be a client's, its answer is simply unused.
 */
export const loader = () => {
  void queryClient.prefetchQuery(clientDashboardQueryOptions());
  return requireRole('client');
};

/**
 * The client portal (issue 5). The route composes the features: the portal's own tabs, and the
 * evidence, payments and messages tabs, which each fetch what they show when opened.
 */
export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('dashboard');
  const dashboard = useClientDashboard();
  return (
    <DashboardLayout
      user={user}
      workspace={t('workspace.client')}
      identifier={{ label: t('header.clientId'), value: clientReference(user.id) }}
    >
      <PortalBody
        query={dashboard}
        renderEvidence={(caseId) => <EvidenceTab caseId={caseId} />}
        renderPayments={(caseId, completed) => <PaymentsTab caseId={caseId} completed={completed} />}
        renderMessages={(caseId) => <MessagesTab caseId={caseId} />}
      />
      <SetPasswordDialog hasPassword={user.hasPassword} />
    </DashboardLayout>
  );
}
