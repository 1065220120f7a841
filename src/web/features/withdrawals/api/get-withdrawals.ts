import { type Withdrawal, withdrawalListSchema } from '@shared/contracts/withdrawals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

/** GET /api/client/withdrawals: the client's own requests, newest first. */
export async function getWithdrawals(): Promise<Withdrawal[]> {
  return withdrawalListSchema.parse(await apiRequest<unknown>('/api/client/withdrawals')).withdrawals;
}

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.mine(), queryFn: getWithdrawals });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
