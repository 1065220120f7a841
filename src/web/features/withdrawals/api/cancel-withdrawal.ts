import { type Withdrawal, withdrawalSchema } from '@shared/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '@web/features/ledger';
import { apiRequest } from '@web/lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

/** POST /api/client/withdrawals/:id/cancel: only while pending; the held amount comes back. */
export async function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return withdrawalSchema.parse(
    await apiRequest<unknown>(`/api/client/withdrawals/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
  );
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    // Money moves together: the request holds part of the balance the ledger shows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]),
  });
}
