import type { ClientDashboard } from '@shared/contracts/cases';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isPortalTab, type PortalTab, PortalTabs } from './portal-tabs';

type PortalBodyProps = {
  query: UseQueryResult<ClientDashboard>;
  renderEvidence: (caseId: string) => ReactNode;
  renderPayments: (caseId: string, completed: boolean) => ReactNode;
  renderMessages: (caseId: string) => ReactNode;
};

/** The open tab lives in the address (?tab=payments), so a reload or a shared link keeps it. */
function useTab(): [PortalTab, (tab: PortalTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isPortalTab(value) ? value : 'overview';
  const setTab = (next: PortalTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, setTab];
}

export function PortalBody({ query, renderEvidence, renderPayments, renderMessages }: PortalBodyProps) {
  const [tab, setTab] = useTab();
  const theCase = query.data?.case;
  if (!theCase) return null;
  return (
    <PortalTabs
      tab={tab}
      onTabChange={setTab}
      panels={{
        overview: () => null,
        recovery: () => null,
        evidence: () => renderEvidence(theCase.id),
        team: () => null,
        payments: () => renderPayments(theCase.id, theCase.phase === 'completed'),
        messages: () => renderMessages(theCase.id),
      }}
    />
  );
}
