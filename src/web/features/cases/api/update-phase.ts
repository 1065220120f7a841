import { caseDetailSchema } from '@shared/contracts/cases';
import type { Phase } from '@shared/domain/phases';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { caseKeys } from './case-keys';

export type UpdatePhaseInput = { caseId: string; phase: Phase; notes: string };

/** PUT /api/cases/:id/phase: the server records the step and notifies the client (in-app + email). */
export async function updatePhase({ caseId, phase, notes }: UpdatePhaseInput) {
  const body = notes.trim() ? { phase, notes: notes.trim() } : { phase };
  return caseDetailSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/phase`, { method: 'PUT', body }),
  );
}

export function useUpdatePhase() {
  return useInvalidatingMutation(updatePhase, [caseKeys.all]);
}
