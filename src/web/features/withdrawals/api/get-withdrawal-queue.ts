import { type Withdrawal, withdrawalListSchema } from '@shared/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { getParsed, pagedQueryOptions, useRefetchOnLive } from '@web/lib/api-query';
import { type WithdrawalListParams, withdrawalKeys } from './withdrawal-keys';

export type { Withdrawal };

/** GET /api/admin/withdrawals: pending first (oldest first), then approved, then decided ones. */
export async function getWithdrawalQueue(params: WithdrawalListParams) {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.status) query.set('status', params.status);
  return getParsed(`/api/admin/withdrawals?${query}`, withdrawalListSchema);
}

/** The server announces every request and decision to admins ('withdrawals'): the list follows. */
export function useWithdrawalQueue(params: WithdrawalListParams) {
  useRefetchOnLive(['withdrawals'], withdrawalKeys.queue());
  return useQuery(pagedQueryOptions(withdrawalKeys.queuePage(params), () => getWithdrawalQueue(params)));
}
