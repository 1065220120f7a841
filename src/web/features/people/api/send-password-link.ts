import { resultMessageSchema } from '@shared/contracts/common';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** POST /api/admin/users/:id/password-link (D34): a client gets a reset link at their own address. */
export async function sendPasswordLink({ id }: { id: string }) {
  return resultMessageSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/password-link`, { method: 'POST' }),
  );
}

export const useSendPasswordLink = () => useUsersMutation(sendPasswordLink);
