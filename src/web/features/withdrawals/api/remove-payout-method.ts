import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

/** DELETE /api/client/payout-methods/:id: refused (409) while a withdrawal to it is open. */
export async function removePayoutMethod(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/client/payout-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.payoutMethods() }),
  });
}
