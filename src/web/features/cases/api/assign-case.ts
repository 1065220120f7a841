import { assignedCaseSchema } from '@shared/contracts/cases-lists';
import { deskKeys } from '@web/features/desks';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { caseKeys } from './case-keys';

/** PATCH /api/cases/:id/assign: a manager's choice must be an active lawyer of their desk; an admin's any active lawyer. */
export async function assignCase({ caseId, lawyerId }: { caseId: string; lawyerId: string }) {
  return assignedCaseSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/assign`, {
      method: 'PATCH',
      body: { lawyerId },
    }),
  );
}

export function useAssignCase() {
  // The tables, the lawyers' case counts and performance, the open case and its timeline all
  // change with an assignment.
  return useInvalidatingMutation(assignCase, [deskKeys.all, caseKeys.all]);
}
