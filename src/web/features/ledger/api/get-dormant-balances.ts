import { type DormantBalances, dormantBalancesSchema } from '@shared/contracts/ledger-dormant-balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { ledgerKeys } from './ledger-keys';

/** GET /api/admin/ledger/dormant-balances: client balances untouched for the firm's setting. */
export async function getDormantBalances(): Promise<DormantBalances> {
  return getParsed('/api/admin/ledger/dormant-balances', dormantBalancesSchema);
}

export const dormantBalancesQueryOptions = () =>
  queryOptions({ queryKey: ledgerKeys.dormant(), queryFn: getDormantBalances });

export function useDormantBalances() {
  // Any movement can wake a balance, and a new setting changes which ones count.
  useRefetchOnLive(['ledger', 'withdrawals', 'settings'], ledgerKeys.dormant());
  return useQuery(dormantBalancesQueryOptions());
}
