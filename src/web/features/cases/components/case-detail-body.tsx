import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { DialogClose, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { CaseDeadlinesSection } from '@web/features/deadlines';
import { CaseDocuments } from '@web/features/documents';
import { EvidencePacksSection } from '@web/features/evidence-packs';
import { CaseIndicatorsSection } from '@web/features/indicators';
import { CaseLedger } from '@web/features/ledger';
import { PaymentTrailSection } from '@web/features/payment-trail';
import { ApiError } from '@web/lib/api-client';
import { useCaseTitle } from '@web/lib/case-title';
import { ArrowRightLeft, SearchX, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseDetail } from '../api/get-case-detail';
import { AdminAssignLawyer } from './admin-assign-lawyer';
import { PhaseBadge, PriorityBadge } from './case-badges';
import { CaseSummary } from './case-summary';
import { CaseTimeline } from './case-timeline';
import { type PhaseTarget, UpdatePhaseDialog } from './update-phase-dialog';

type Props = {
  caseId: string;
  onClose: () => void;
  focusMessages: boolean;
  renderMessages?: ((caseId: string) => ReactNode) | undefined;
  /** The admin's drawer: Assign / Reassign a lawyer (a lawyer's own drawer has no such choice). */
  canAssign?: boolean | undefined;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} tabIndex={-1} className="text-lg font-semibold text-navy focus:outline-none">
        {title}
      </h3>
      {children}
    </section>
  );
}

function CloseButton() {
  const { t } = useTranslation('cases');
  return (
    <DialogClose asChild>
      <Button variant="ghost" size="icon" aria-label={t('detail.close')}>
        <X aria-hidden="true" />
      </Button>
    </DialogClose>
  );
}

/** The case's details, timeline, documents, ledger and thread; a case not in scope is a 404. */
export function CaseDetailBody({ caseId, onClose, focusMessages, renderMessages, canAssign }: Props) {
  const { t } = useTranslation('cases');
  const query = useCaseDetail(caseId);
  const caseTitle = useCaseTitle();
  const [phaseTarget, setPhaseTarget] = useState<PhaseTarget | null>(null);
  const focused = useRef(false);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || !focusMessages || focused.current) return;
    focused.current = true;
    const heading = document.getElementById('case-messages-heading');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [loaded, focusMessages]);

  if (query.isPending) {
    return (
      <>
        <div className="flex items-start justify-between gap-2">
          <DialogTitle>{t('detail.loading')}</DialogTitle>
          <CloseButton />
        </div>
        <Skeleton className="h-40 w-full" />
      </>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <div className="flex items-start justify-between gap-2">
          <DialogTitle>{notFound ? t('detail.notFound.title') : t('detail.errorTitle')}</DialogTitle>
          <CloseButton />
        </div>
        {notFound ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border p-5">
            <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
            <p className="text-navy">{t('detail.notFound.body')}</p>
            <Button variant="outline" onClick={onClose}>
              {t('detail.notFound.back')}
            </Button>
          </div>
        ) : (
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const detail = query.data;
  return (
    <>
      <div className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <span className="font-mono text-xs text-muted-foreground">{detail.reference}</span>
            <DialogTitle className="break-words">{caseTitle(detail)}</DialogTitle>
          </div>
          <CloseButton />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap gap-1.5">
            <PhaseBadge phase={detail.phase} />
            {detail.priority ? <PriorityBadge priority={detail.priority} /> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {canAssign ? <AdminAssignLawyer detail={detail} /> : null}
            <Button
              size="sm"
              onClick={() =>
                setPhaseTarget({
                  id: detail.id,
                  reference: detail.reference,
                  title: caseTitle(detail),
                  phase: detail.phase,
                })
              }
            >
              <ArrowRightLeft aria-hidden="true" />
              {t('cases.actions.updatePhase')}
            </Button>
          </div>
        </div>
      </div>
      <Section id="case-summary" title={t('detail.sections.summary')}>
        <CaseSummary detail={detail} />
      </Section>
      <Section id="case-timeline" title={t('detail.sections.timeline')}>
        <CaseTimeline caseId={caseId} />
      </Section>
      <Section id="case-payment-trail" title={t('detail.sections.paymentTrail')}>
        <PaymentTrailSection caseId={caseId} currency={detail.currency} audience="staff" headingLevel="h4" />
      </Section>
      <Section id="case-deadlines" title={t('detail.sections.deadlines')}>
        <CaseDeadlinesSection caseId={caseId} />
      </Section>
      <Section id="case-indicators" title={t('detail.sections.indicators')}>
        <CaseIndicatorsSection caseId={caseId} />
      </Section>
      <Section id="case-documents" title={t('detail.sections.documents')}>
        <CaseDocuments caseId={caseId} />
      </Section>
      <Section id="case-evidence-packs" title={t('detail.sections.evidencePacks')}>
        <EvidencePacksSection caseId={caseId} />
      </Section>
      <Section id="case-ledger" title={t('detail.sections.ledger')}>
        <CaseLedger caseId={caseId} />
      </Section>
      {renderMessages ? (
        <Section id="case-messages" title={t('detail.sections.messages')}>
          {renderMessages(caseId)}
        </Section>
      ) : null}
      <UpdatePhaseDialog target={phaseTarget} onClose={() => setPhaseTarget(null)} />
    </>
  );
}
