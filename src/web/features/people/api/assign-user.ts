import { resultMessageSchema } from '@shared/contracts/common';
import type { Role } from '@shared/domain/roles';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

export type AssignmentInput = {
  userId: string;
  assigneeId: string;
  userRole: Role;
  assigneeRole: Role;
  /** D39: who takes the open cases a lawyer leaves on their desk: `queue` or a lawyer's id. */
  openCasesTo?: string;
};

/** POST /api/admin/assignments: the dialog's generic call; the server accepts only the D22 pairs. */
export async function assignUser(input: AssignmentInput) {
  return resultMessageSchema.parse(
    await apiRequest<unknown>('/api/admin/assignments', { method: 'POST', body: input }),
  );
}

export const useAssignUser = () => useUsersMutation(assignUser);
