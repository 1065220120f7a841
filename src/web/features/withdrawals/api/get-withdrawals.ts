import { type Withdrawal, withdrawalListSchema } from '@shared/contracts/withdrawals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { withdrawalKeys } from './withdrawal-keys';

/** GET /api/client/withdrawals: the client's own requests, newest first. */
export async function getWithdrawals(): Promise<Withdrawal[]> {
  return (await getParsed('/api/client/withdrawals', withdrawalListSchema)).withdrawals;
}

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.mine(), queryFn: getWithdrawals });

export function useWithdrawals() {
  return useQuery(withdrawalsQueryOptions());
}
