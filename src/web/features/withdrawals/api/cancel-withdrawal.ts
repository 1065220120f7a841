import { type Withdrawal, withdrawalSchema } from '@shared/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { paymentsKeys } from '../../ledger/api/payments-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
