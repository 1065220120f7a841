import { assignedCaseSchema } from '@shared/contracts/cases-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from '@web/features/desks';
import { apiRequest } from '@web/lib/api-client';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCase,
    // The table, the lawyers' case counts and performance all change with an assignment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
