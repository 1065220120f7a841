import { bankStatementListSchema } from '@shared/contracts/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/** GET /api/admin/bank-statements: the imported statements, newest import first. */
export const bankStatementsQuery = () =>
  queryOptions({
    queryKey: bankStatementKeys.statements(),
    queryFn: async ({ signal }) =>
      bankStatementListSchema.parse(await apiRequest<unknown>('/api/admin/bank-statements', { signal }))
        .statements,
  });

export const useBankStatements = () => useQuery(bankStatementsQuery());
