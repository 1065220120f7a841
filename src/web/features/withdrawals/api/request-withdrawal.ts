import { type Withdrawal, withdrawalSchema } from '@shared/contracts/withdrawals';
import { ledgerKeys } from '@web/features/ledger';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { withdrawalKeys } from './withdrawal-keys';

export type RequestWithdrawalInput = {
  /** Major units as typed ("500.00"): the server parses it to cents, never a float here. */
  amount: string;
  payoutMethodId: string;
  currency: string;
  /**
   * One key per attempt, reused when the same attempt is retried: if the first answer was lost,
   * the server replays it instead of holding the money twice.
   */
  idempotencyKey: string;
};

/** POST /api/client/withdrawals: the amount is held at once; over the available balance it is a 400. */
export async function requestWithdrawal({
  idempotencyKey,
  ...body
}: RequestWithdrawalInput): Promise<Withdrawal> {
  return withdrawalSchema.parse(
    await apiRequest<unknown>('/api/client/withdrawals', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

// Money moves together: the hold changes the available and held figures of the ledger too.
export const useRequestWithdrawal = () =>
  useInvalidatingMutation(requestWithdrawal, [withdrawalKeys.all, ledgerKeys.all]);
