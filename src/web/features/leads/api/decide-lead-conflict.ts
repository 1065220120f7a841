import {
  type ConflictDecisionRequest,
  type LeadConflicts,
  leadConflictsSchema,
} from '@shared/contracts/conflicts';
import { conflictsKeys } from '@web/features/conflicts';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { leadsKeys } from './leads-keys';

/** POST /api/leads/:id/conflict-decision: clear the conflicts or decline the matter, with the reason. */
export async function decideLeadConflict(id: string, body: ConflictDecisionRequest): Promise<LeadConflicts> {
  return leadConflictsSchema.parse(
    await apiRequest<unknown>(`/api/leads/${encodeURIComponent(id)}/conflict-decision`, {
      method: 'POST',
      body,
    }),
  );
}

/** Declining declines the lead too, so the whole leads family is fetched again, and every case's check. */
export function useDecideLeadConflict(id: string) {
  return useInvalidatingMutation(
    (body: ConflictDecisionRequest) => decideLeadConflict(id, body),
    [leadsKeys.all, conflictsKeys.all],
  );
}
