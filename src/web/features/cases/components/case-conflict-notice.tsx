import type { CaseConflicts } from '@shared/contracts/conflicts';
import { nextLeadStatus } from '@shared/domain/leads';
import { useQueryClient } from '@tanstack/react-query';
import { ConflictMatches } from '@web/features/conflicts';
import { deskKeys } from '@web/features/desks';
import { ConflictDecisionDialog } from '@web/features/leads';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { caseKeys } from '../api/case-keys';

/**
 * In the assign dialog, while the case's conflict check is open (issue 31): what matched, the
 * records behind it the reader may open, and the decisions that let the case be assigned (clear
 * it with the reason; decline the matter while the lead is still open). The server refuses the
 * assignment until then whatever this shows.
 */
export function CaseConflictNotice({ conflicts, client }: { conflicts: CaseConflicts; client: string }) {
  const { t } = useTranslation('cases');
  const queryClient = useQueryClient();
  const lead = conflicts.lead;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.all });
    void queryClient.invalidateQueries({ queryKey: deskKeys.all });
  };
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t('conflict.title')}
      </p>
      <ConflictMatches conflicts={conflicts.conflicts} />
      <p>{t('conflict.next')}</p>
      {lead && lead.status !== 'rejected' ? (
        <div className="flex flex-wrap gap-2">
          <ConflictDecisionDialog leadId={lead.id} name={client} decision="cleared" onDecided={refresh} />
          {nextLeadStatus(lead.status, 'reject') ? (
            <ConflictDecisionDialog leadId={lead.id} name={client} decision="declined" onDecided={refresh} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
