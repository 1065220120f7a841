import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { trailKeys } from './trail-keys';

export type RemoveEntryInput = { caseId: string; entryId: string; kind: 'payments' | 'contacts' };

/** DELETE a payment or a contact point: the server keeps it, marked removed, for the audit trail. */
export async function removeEntry({ caseId, entryId, kind }: RemoveEntryInput): Promise<void> {
  await apiRequest(
    `/api/cases/${encodeURIComponent(caseId)}/payment-trail/${kind}/${encodeURIComponent(entryId)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveEntry(caseId: string) {
  return useInvalidatingMutation(removeEntry, [trailKeys.case(caseId), ['indicators']]);
}
