import { bankStatementDetailSchema } from '@shared/contracts/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/**
 * GET /api/admin/bank-statements/:id: one statement and its lines in the bank's order, each with
 * where it stands in matching. The file never changes (append-only), but the matching does: the
 * answer is fetched again after each decision (line-decisions.ts).
 */
export const bankStatementQuery = (id: string) =>
  queryOptions({
    queryKey: bankStatementKeys.statement(id),
    queryFn: async ({ signal }) =>
      bankStatementDetailSchema.parse(
        await apiRequest<unknown>(`/api/admin/bank-statements/${encodeURIComponent(id)}`, { signal }),
      ),
  });

export const useBankStatement = (id: string) => useQuery(bankStatementQuery(id));
