import { reconciliationSchema, reconciliationStatusSchema } from '@shared/contracts/reconciliation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { reconciliationKeys } from './reconciliation-keys';

/** GET /api/admin/reconciliation?month=YYYY-MM&currency=EUR: the three figures and their differences. */
export const reconciliationQueryOptions = (month: string, currency: string) =>
  queryOptions({
    queryKey: reconciliationKeys.month(month, currency),
    queryFn: () =>
      getParsed(
        `/api/admin/reconciliation?${new URLSearchParams({ month, currency }).toString()}`,
        reconciliationSchema,
      ),
    // Another month or currency keeps the previous figures on screen (marked busy) until it answers.
    placeholderData: keepPreviousData,
  });

export function useReconciliation(month: string, currency: string) {
  // A booking, a payout or a statement line matched moves the figures.
  useRefetchOnLive(['ledger', 'withdrawals'], reconciliationKeys.all);
  return useQuery(reconciliationQueryOptions(month, currency));
}

/** GET /api/admin/reconciliation/status: per currency, the last month signed off and the lines to match. */
export const reconciliationStatusQueryOptions = () =>
  queryOptions({
    queryKey: reconciliationKeys.status(),
    queryFn: () => getParsed('/api/admin/reconciliation/status', reconciliationStatusSchema),
  });

export function useReconciliationStatus() {
  useRefetchOnLive(['ledger', 'withdrawals'], reconciliationKeys.status());
  return useQuery(reconciliationStatusQueryOptions());
}
