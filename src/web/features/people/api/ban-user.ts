import { userMutationSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** POST /api/admin/users/:id/ban: with a reason; the server ends every session of theirs. */
export async function banUser({ id, reason }: { id: string; reason: string }) {
  return userMutationSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/ban`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

export const useBanUser = () => useUsersMutation(banUser);
