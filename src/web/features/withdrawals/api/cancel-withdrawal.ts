import { type Withdrawal, withdrawalSchema } from '@shared/contracts/withdrawals';
import { ledgerKeys } from '@web/features/ledger';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { withdrawalKeys } from './withdrawal-keys';

/** POST /api/client/withdrawals/:id/cancel: only while pending; the held amount comes back. */
export async function cancelWithdrawal(id: string): Promise<Withdrawal> {
  return withdrawalSchema.parse(
    await apiRequest<unknown>(`/api/client/withdrawals/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
  );
}

// Money moves together: the cancel frees part of the balance the ledger shows.
export const useCancelWithdrawal = () =>
  useInvalidatingMutation(cancelWithdrawal, [withdrawalKeys.all, ledgerKeys.all]);
