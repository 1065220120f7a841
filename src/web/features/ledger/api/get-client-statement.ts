import { type ClientStatement, clientStatementSchema } from '@shared/contracts/ledger-statement';
import { queryOptions } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { ledgerKeys } from './ledger-keys';

export type { ClientStatement };

/** GET /api/client/statement: every movement of the signed-in client's money, with running balances. */
export async function getClientStatement(currency: string): Promise<ClientStatement> {
  return getParsed(`/api/client/statement?currency=${encodeURIComponent(currency)}`, clientStatementSchema);
}

/** Always fetched fresh when a file is made (staleTime 0), so the file matches the screen. */
export const clientStatementQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: ledgerKeys.statement(currency),
    queryFn: () => getClientStatement(currency),
    staleTime: 0,
  });
