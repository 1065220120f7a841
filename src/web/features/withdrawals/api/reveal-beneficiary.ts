import { beneficiarySchema } from '@shared/contracts/withdrawals';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/admin/withdrawals/:id/beneficiary: the full payee details for the person paying an
 * approved withdrawal out. A step-up route: the shared identity check answers a stale session.
 * Kept in this mutation's state only, never in the query cache, so nothing else renders them.
 */
export async function revealBeneficiary(id: string) {
  return beneficiarySchema.parse(
    await apiRequest<unknown>(`/api/admin/withdrawals/${encodeURIComponent(id)}/beneficiary`, {
      method: 'POST',
    }),
  );
}

export const useRevealBeneficiary = () => useMutation({ mutationFn: revealBeneficiary });
