import type { LeadListItem } from '@shared/contracts/leads';
import { IconTitle } from '@web/components/icon-title';
import { Skeleton } from '@web/components/ui/skeleton';
import { ConflictMatches } from '@web/features/conflicts';
import { formatDateTime } from '@web/lib/intl';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLeadConflicts } from '../api/get-lead-conflicts';
import { ConflictDecisionDialog } from './conflict-decision-dialog';

/**
 * The conflict check on a lead card: the matches (with links to the records the reader may open,
 * issue 31), then either the decisions or, once decided, who decided what, when and why. Shown
 * only for a lead the list says has conflicts. A converted lead whose check opened again can be
 * cleared (its case cannot be reassigned until then); only an open lead can be declined.
 */
export function ConflictPanel({
  lead,
  name,
  openCase,
}: {
  lead: LeadListItem;
  name: string;
  openCase: (caseId: string) => void;
}) {
  const { t, i18n } = useTranslation('leads');
  const query = useLeadConflicts(lead.id, lead.conflicts > 0);
  const headingId = `conflicts-${lead.id}`;
  const mayClear = lead.status !== 'rejected';
  const mayDecline = lead.status !== 'converted' && lead.status !== 'rejected';
  const data = query.data;
  return (
    // A group, not a region: every lead card may have one, and landmarks must be unique.
    // biome-ignore lint/a11y/useSemanticElements: a named group of findings and decisions; fieldset is for form controls.
    <div
      role="group"
      aria-labelledby={headingId}
      className={`grid gap-2 rounded-md border p-3 text-sm ${lead.conflictOpen ? 'border-amber-600 bg-amber-50' : 'bg-muted'}`}
    >
      <IconTitle as="h4" id={headingId} icon={TriangleAlert}>
        {lead.conflictOpen ? t('conflicts.headingOpen') : t('conflicts.heading')}
      </IconTitle>
      {query.isError ? (
        <p>{t('conflicts.loadFailed')}</p>
      ) : !data ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <>
          <ConflictMatches conflicts={data.conflicts} openCase={openCase} />
          {data.decision ? (
            <p>
              {t(`conflicts.decided.${data.decision.decision}`, {
                name: data.decision.decidedBy ?? t('conflicts.formerUser'),
                at: formatDateTime(data.decision.decidedAt, i18n.language),
                reason: data.decision.reason,
              })}
            </p>
          ) : null}
          {data.open && data.decision ? <p>{t('conflicts.newSinceDecision')}</p> : null}
          {data.open && mayClear ? (
            <div className="flex flex-wrap gap-2">
              <ConflictDecisionDialog leadId={lead.id} name={name} decision="cleared" />
              {mayDecline ? (
                <ConflictDecisionDialog leadId={lead.id} name={name} decision="declined" />
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
