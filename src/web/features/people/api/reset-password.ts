import { resultMessageSchema } from '@shared/contracts/common';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** POST /api/admin/users/:id/reset-password: the server applies the policy (D11) and ends their sessions. */
export async function resetPassword({ id, newPassword }: { id: string; newPassword: string }) {
  return resultMessageSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/reset-password`, {
      method: 'POST',
      body: { newPassword },
    }),
  );
}

export const useResetPassword = () => useUsersMutation(resetPassword);
