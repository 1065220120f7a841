import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { withdrawalKeys } from './withdrawal-keys';

/** DELETE /api/client/payout-methods/:id: refused (409) while a withdrawal to it is open. */
export async function removePayoutMethod(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/client/payout-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePayoutMethod() {
  return useInvalidatingMutation(removePayoutMethod, [withdrawalKeys.payoutMethods()]);
}
