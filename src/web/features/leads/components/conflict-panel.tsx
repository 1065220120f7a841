import type { Conflict } from '@shared/contracts/conflicts';
import type { LeadListItem } from '@shared/contracts/leads';
import { STAFF_ROLES } from '@shared/domain/roles';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/intl';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLeadConflicts } from '../api/get-lead-conflicts';
import { ConflictDecisionDialog } from './conflict-decision-dialog';

const isStaff = (role: string) => (STAFF_ROLES as readonly string[]).includes(role);

/** One match in plain words (issue 21 item 5): what of theirs matched what. */
function useConflictWords() {
  const { t } = useTranslation('leads');
  return (c: Conflict): string => {
    if (c.source === 'indicator') {
      const line = t(`conflicts.indicator.${c.field}`, { count: c.cases });
      return c.status === 'confirmed' ? `${line} ${t('conflicts.confirmedByFirm')}` : line;
    }
    if (c.source === 'adverse_party') return t(`conflicts.adverse.${c.matchedOn}`, { name: c.name });
    return t(`conflicts.person.${c.matchedOn}.${isStaff(c.role) ? 'staff' : 'client'}`);
  };
}

/**
 * The conflict check on a lead card: the matches, then either the two decisions or, once
 * decided, who decided what, when and why. Shown only for a lead the list says has conflicts.
 */
export function ConflictPanel({ lead, name }: { lead: LeadListItem; name: string }) {
  const { t, i18n } = useTranslation('leads');
  const words = useConflictWords();
  const query = useLeadConflicts(lead.id, lead.conflicts > 0);
  const headingId = `conflicts-${lead.id}`;
  const isActionable = lead.status !== 'converted' && lead.status !== 'rejected';
  const data = query.data;
  return (
    // A group, not a region: every lead card may have one, and landmarks must be unique.
    // biome-ignore lint/a11y/useSemanticElements: a named group of findings and decisions; fieldset is for form controls.
    <div
      role="group"
      aria-labelledby={headingId}
      className={`grid gap-2 rounded-md border p-3 text-sm ${lead.conflictOpen ? 'border-amber-600 bg-amber-50' : 'bg-muted'}`}
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-navy">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {lead.conflictOpen ? t('conflicts.headingOpen') : t('conflicts.heading')}
      </h4>
      {query.isError ? (
        <p>{t('conflicts.loadFailed')}</p>
      ) : !data ? (
        <Skeleton className="h-10 w-full" />
      ) : (
        <>
          <ul className="list-disc pl-5">
            {data.conflicts.map((c, i) => (
              // The matches have no id of their own; their order is the server's and stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>{words(c)}</li>
            ))}
          </ul>
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
          {data.open && isActionable ? (
            <div className="flex flex-wrap gap-2">
              <ConflictDecisionDialog leadId={lead.id} name={name} decision="cleared" />
              <ConflictDecisionDialog leadId={lead.id} name={name} decision="declined" />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
