import { bankStatementDetailSchema } from '@shared/contracts/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/** GET /api/admin/bank-statements/:id: one statement and its lines in the bank's order. */
export const bankStatementQuery = (id: string) =>
  queryOptions({
    queryKey: bankStatementKeys.statement(id),
    queryFn: async ({ signal }) =>
      bankStatementDetailSchema.parse(
        await apiRequest<unknown>(`/api/admin/bank-statements/${encodeURIComponent(id)}`, { signal }),
      ),
    // An imported statement never changes (append-only), so what was read stays true.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBankStatement = (id: string) => useQuery(bankStatementQuery(id));
