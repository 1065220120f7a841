import { type ClientStatement, clientStatementSchema } from '@shared/contracts/ledger-statement';
import { queryOptions } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { ledgerKeys, type StatementPeriod } from './ledger-keys';

export type { ClientStatement };

/**
 * GET /api/client/statement: every movement of the signed-in client's money, with running
 * balances; for a period, the balances it opened and closed on.
 */
export async function getClientStatement(
  currency: string,
  period: StatementPeriod = {},
): Promise<ClientStatement> {
  const query = new URLSearchParams({ currency });
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return getParsed(`/api/client/statement?${query}`, clientStatementSchema);
}

/** Always fetched fresh when a file is made (staleTime 0), so the file matches the screen. */
export const clientStatementQueryOptions = (currency: string, period: StatementPeriod = {}) =>
  queryOptions({
    queryKey: ledgerKeys.statement(currency, period),
    queryFn: () => getClientStatement(currency, period),
    staleTime: 0,
  });
