import { payoutMethodListSchema } from '@shared/contracts/withdrawals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import type { z } from 'zod';
import { withdrawalKeys } from './withdrawal-keys';

export type PayoutMethod = z.infer<typeof payoutMethodListSchema>['payoutMethods'][number];

/** GET /api/client/payout-methods: the client's accounts, details masked by the server. */
export async function getPayoutMethods(): Promise<PayoutMethod[]> {
  return (await getParsed('/api/client/payout-methods', payoutMethodListSchema)).payoutMethods;
}

export const payoutMethodsQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.payoutMethods(), queryFn: getPayoutMethods });

export function usePayoutMethods() {
  return useQuery(payoutMethodsQueryOptions());
}
