import type { ControlProposal } from '@shared/contracts/approvals';
import { formatDateTime } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { DecideButton } from './decide-button';
import { ProposalSubjectLines } from './proposal-subject';

/** One waiting change: what, who proposed it and when, until when, and the answers open to the reader. */
export function ProposalCard({ proposal, isMine }: { proposal: ControlProposal; isMine: boolean }) {
  const { t, i18n } = useTranslation('approvals');
  const headingId = `proposal-${proposal.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-navy">
          {t(`kinds.${proposal.kind}`)}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t('expires', { date: formatDateTime(proposal.expiresAt, i18n.language) })}
        </p>
      </div>
      <ProposalSubjectLines kind={proposal.kind} subject={proposal.subject} />
      <p className="text-sm text-muted-foreground">
        {t('proposedBy', {
          name: proposal.proposedBy?.name ?? t('formerUser'),
          date: formatDateTime(proposal.proposedAt, i18n.language),
        })}
      </p>
      {isMine ? <p className="text-sm font-medium text-navy">{t('yours')}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {isMine ? (
          <DecideButton proposal={proposal} decision="withdraw" />
        ) : (
          <>
            <DecideButton proposal={proposal} decision="decline" />
            <DecideButton proposal={proposal} decision="approve" />
          </>
        )}
      </div>
    </article>
  );
}
