import { resultMessageSchema } from '@shared/contracts/common';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** DELETE /api/admin/users/:id: refused (409, with the reason) while records must be kept (D13). */
export async function deleteUser(id: string) {
  return resultMessageSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export const useDeleteUser = () => useUsersMutation(deleteUser);
