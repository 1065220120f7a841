import { clientReference } from '@web/app/layouts/workspace/identity';
import { PaymentsTab } from '@web/app/routes/client/payments-tab';
import { PortalBody } from '@web/app/routes/client/portal-body';
import {
  ConfirmEmailBanner,
  emailConfirmationQueryOptions,
  SetPasswordDialog,
  useEmailConfirmation,
} from '@web/features/auth';
import { clientDashboardQueryOptions, useClientDashboard } from '@web/features/cases';
import { MessagesTab } from '@web/features/messages';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { queryClient } from '../../query-client';
import { type DashboardSession, requireRole } from '../../session-guard';
import { EvidencePanel } from './evidence-panel';

loadTexts('dashboard', 'portal');

/**
 * The dashboard call starts together with the session check rather than after it (issue 5: no
 * request waterfall); if the session turns out not to be a client's, its answer is simply unused.
 */
export const loader = () => {
  void queryClient.prefetchQuery(clientDashboardQueryOptions());
  void queryClient.prefetchQuery(emailConfirmationQueryOptions());
  return requireRole('client');
};

/**
 * The client portal (issue 5). The route composes the features: the portal's own tabs, and the
 * evidence, payments and messages tabs, which each fetch what they show when opened.
 */
export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('dashboard');
  const { t: tPortal } = useTranslation('portal');
  const dashboard = useClientDashboard();
  // D28: payouts wait for a confirmed address; the banner above says why and re-sends the link.
  const confirmation = useEmailConfirmation();
  const withdrawBlockedReason =
    confirmation.data && !confirmation.data.confirmed ? tPortal('confirmEmail.withdrawBlocked') : undefined;
  return (
    <DashboardLayout
      user={user}
      workspace={t('workspace.client')}
      identifier={{ label: t('header.clientId'), value: clientReference(user.id) }}
    >
      <div className="grid gap-6">
        <SetPasswordDialog hasPassword={user.hasPassword} />
        <ConfirmEmailBanner />
        <PortalBody
          query={dashboard}
          renderEvidence={(caseId, currency) => <EvidencePanel caseId={caseId} currency={currency} />}
          renderPayments={(caseId, completed) => (
            <PaymentsTab
              caseId={caseId}
              completed={completed}
              withdrawBlockedReason={withdrawBlockedReason}
            />
          )}
          renderMessages={(caseId) => <MessagesTab caseId={caseId} />}
        />
      </div>
    </DashboardLayout>
  );
}
