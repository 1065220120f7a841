import { userMutationSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/**
 * POST /api/admin/users/:id/second-factors/reset (issue 18): with a reason; the server removes the
 * person's app, passkeys and recovery codes and ends their sessions. A step-up route: the API
 * client asks the admin to confirm it is them when their last check is too old.
 */
export async function resetFactors({ id, reason }: { id: string; reason: string }) {
  return userMutationSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/second-factors/reset`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

export const useResetFactors = () => useUsersMutation(resetFactors);
