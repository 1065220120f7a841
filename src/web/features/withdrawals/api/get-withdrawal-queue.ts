import { type Withdrawal, withdrawalListSchema } from '@shared/contracts/withdrawals';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { type WithdrawalListParams, withdrawalKeys } from './withdrawal-keys';

export type { Withdrawal };

/** GET /api/admin/withdrawals: pending first (oldest first), then approved, then decided ones. */
export async function getWithdrawalQueue(params: WithdrawalListParams) {
  const query = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.status) query.set('status', params.status);
  return withdrawalListSchema.parse(await apiRequest<unknown>(`/api/admin/withdrawals?${query}`));
}

/** The server announces every request and decision to admins ('withdrawals'): the list follows. */
export function useWithdrawalQueue(params: WithdrawalListParams) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'withdrawals')) {
      void queryClient.invalidateQueries({ queryKey: withdrawalKeys.queue() });
    }
  });
  return useQuery(
    queryOptions({
      queryKey: withdrawalKeys.queuePage(params),
      queryFn: () => getWithdrawalQueue(params),
      placeholderData: keepPreviousData,
    }),
  );
}
