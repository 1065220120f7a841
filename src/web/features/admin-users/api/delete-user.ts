import { messageSchema } from '@shared/contracts/admin';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** DELETE /api/admin/users/:id: refused (409, with the reason) while records must be kept (D13). */
export async function deleteUser(id: string) {
  return messageSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export const useDeleteUser = () => useUsersMutation(deleteUser);
