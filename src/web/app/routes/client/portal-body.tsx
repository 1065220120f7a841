import type { ClientDashboard } from '@shared/contracts/cases';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@web/components/load-failed';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { CompletionPanel, FeeAgreementCard, SummaryCards, TeamTab } from '@web/features/cases';
import { loadTexts } from '@web/lib/i18n/texts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewTab } from './overview-tab';
import { PortalTabs, usePortalTab } from './portal-tabs';
import { RecoveryTab } from './recovery-tab';

loadTexts('portal');

type PortalBodyProps = {
  query: UseQueryResult<ClientDashboard>;
  renderEvidence: (caseId: string, currency: string) => ReactNode;
  renderPayments: (caseId: string, completed: boolean) => ReactNode;
  renderMessages: (caseId: string) => ReactNode;
};

function PortalSkeleton() {
  const { t } = useTranslation('portal');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-32" />
        ))}
      </div>
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** The portal under the header: the four cards, the agreement, then the six tabs (issue 5). */
export function PortalBody({ query, renderEvidence, renderPayments, renderMessages }: PortalBodyProps) {
  const { t } = useTranslation('portal');
  const [tab, setTab] = usePortalTab();
  // Team → Message opens the Messages tab; the focus follows there instead of falling to the
  // page, since the button that was pressed is gone with the Team panel (issue 17).
  const box = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<string | null>(null);
  useEffect(() => {
    if (focusOnOpen.current !== tab) return;
    focusOnOpen.current = null;
    // The panel is still hidden in this commit (Radix shows it in its own next render).
    const frame = requestAnimationFrame(() =>
      box.current?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [tab]);
  if (query.isPending) return <PortalSkeleton />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const dashboard = query.data;
  const theCase = dashboard.case;
  if (!theCase) {
    return (
      <Card>
        <CardContent className="pt-6">
          <h2 className="font-semibold text-navy">{t('noCase.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('noCase.body')}</p>
        </CardContent>
      </Card>
    );
  }
  const withCase = { ...dashboard, case: theCase };
  const completed = theCase.phase === 'completed';
  return (
    <div ref={box} className="grid gap-6">
      <SummaryCards theCase={theCase} stats={dashboard.stats} />
      <FeeAgreementCard
        caseId={theCase.id}
        clientName={`${dashboard.user.firstName} ${dashboard.user.lastName}`}
        acceptedAt={theCase.feeAgreementAcceptedAt}
      />
      {completed ? (
        <CompletionPanel caseId={theCase.id} rating={theCase.rating} onStatement={() => setTab('payments')} />
      ) : null}
      <PortalTabs
        tab={tab}
        onTabChange={setTab}
        panels={{
          overview: () => <OverviewTab dashboard={withCase} />,
          recovery: () => <RecoveryTab dashboard={withCase} />,
          evidence: () => renderEvidence(theCase.id, theCase.currency),
          team: () => (
            <TeamTab
              caseId={theCase.id}
              onMessage={() => {
                focusOnOpen.current = 'messages';
                setTab('messages');
              }}
            />
          ),
          payments: () => renderPayments(theCase.id, completed),
          messages: () => renderMessages(theCase.id),
        }}
      />
    </div>
  );
}
