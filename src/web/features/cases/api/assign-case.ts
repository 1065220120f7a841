import { assignedCaseSchema } from '@shared/contracts/cases-lists';
import { deskKeys } from '@web/features/desks';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';

/** PATCH /api/cases/:id/assign: the server accepts only an active lawyer of the manager's desk. */
export async function assignCase({ caseId, lawyerId }: { caseId: string; lawyerId: string }) {
  return assignedCaseSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/assign`, {
      method: 'PATCH',
      body: { lawyerId },
    }),
  );
}

export function useAssignCase() {
  // The table, the lawyers' case counts and performance all change with an assignment.
  return useInvalidatingMutation(assignCase, [deskKeys.all]);
}
