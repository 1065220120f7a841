import { type CreatePayoutMethodRequest, payoutMethodSchema } from '@shared/contracts/withdrawals';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import type { PayoutMethod } from './get-payout-methods';
import { withdrawalKeys } from './withdrawal-keys';

/** POST /api/client/payout-methods: refused unless the holder is the client (own name only). */
export async function addPayoutMethod(input: CreatePayoutMethodRequest): Promise<PayoutMethod> {
  return payoutMethodSchema.parse(
    await apiRequest<unknown>('/api/client/payout-methods', { method: 'POST', body: input }),
  );
}

export function useAddPayoutMethod() {
  return useInvalidatingMutation(addPayoutMethod, [withdrawalKeys.payoutMethods()]);
}
