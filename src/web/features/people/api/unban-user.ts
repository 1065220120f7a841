import { userMutationSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** POST /api/admin/users/:id/unban (D12). */
export async function unbanUser(id: string) {
  return userMutationSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/unban`, { method: 'POST' }),
  );
}

export const useUnbanUser = () => useUsersMutation(unbanUser);
