import { proposalMadeSchema } from '@shared/contracts/approvals';
import { userMutationSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { z } from 'zod';
import { useUsersMutation } from './use-users-mutation';

/**
 * POST /api/admin/users/:id/second-factors/reset (issue 18): with a reason; the server removes the
 * person's app, passkeys and recovery codes and ends their sessions. A step-up route: the API
 * client asks the admin to confirm it is them when their last check is too old.
 */
export async function resetFactors({ id, reason }: { id: string; reason: string }) {
  // D37: a staff member's reset is proposed (202) and waits for a second admin; a client's applies.
  return z.union([proposalMadeSchema, userMutationSchema]).parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/second-factors/reset`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

export const useResetFactors = () => useUsersMutation(resetFactors);
