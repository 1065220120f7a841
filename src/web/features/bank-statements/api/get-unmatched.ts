import { unmatchedSchema } from '@shared/contracts/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/**
 * GET /api/admin/bank-statements/unmatched: the statement lines nothing explains yet and the
 * ledger entries no line is matched to, in one currency or (without one) in all of them.
 */
export const unmatchedQuery = (currency?: string) =>
  queryOptions({
    queryKey: bankStatementKeys.unmatched(currency),
    queryFn: async ({ signal }) =>
      unmatchedSchema.parse(
        await apiRequest<unknown>(
          `/api/admin/bank-statements/unmatched${currency ? `?currency=${encodeURIComponent(currency)}` : ''}`,
          { signal },
        ),
      ),
  });

/** `enabled` false keeps a closed dialog from asking. */
export const useUnmatched = (currency?: string, enabled = true) =>
  useQuery({ ...unmatchedQuery(currency), enabled });
