import { reconciliationSchema, reconciliationStatusSchema } from '@shared/contracts/reconciliation';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { useEffect } from 'react';
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

/**
 * Statements publish no live event, and their import and matching refresh only the statements'
 * own queries (features/bank-statements, keys under 'bank-statements'). When one of those answers
 * again after its first load, a statement was imported or a line matched: the figures are stale.
 */
function useRefetchAfterStatements() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          event.query.queryKey[0] === 'bank-statements' &&
          event.query.state.dataUpdateCount > 1
        ) {
          void queryClient.invalidateQueries({ queryKey: reconciliationKeys.all });
        }
      }),
    [queryClient],
  );
}

export function useReconciliation(month: string, currency: string) {
  // A booking, a payout or a statement line matched moves the figures.
  useRefetchOnLive(['ledger', 'withdrawals'], reconciliationKeys.all);
  useRefetchAfterStatements();
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
