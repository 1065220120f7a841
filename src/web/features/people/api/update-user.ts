import { userMutationSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

export type UserChanges = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  username?: string;
  country?: string | null;
  deskId?: string | null;
  /** D39: who takes the open cases a lawyer leaves on their desk: `queue` or a lawyer's id. */
  openCasesTo?: string;
};

/** PUT /api/admin/users/:id: only the fields sent change (audited on the server). */
export async function updateUser({ id, changes }: { id: string; changes: UserChanges }) {
  return userMutationSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', body: changes }),
  );
}

export const useUpdateUser = () => useUsersMutation(updateUser);
