import { type CaseLedger, caseLedgerSchema } from '@shared/contracts/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { paymentsKeys } from './payments-keys';

/** GET /api/cases/:id/ledger: every entry of the case and the totals derived from its postings. */
export async function getCaseLedger(caseId: string): Promise<CaseLedger> {
  return caseLedgerSchema.parse(await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/ledger`));
}

export const caseLedgerQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: paymentsKeys.ledger(caseId), queryFn: () => getCaseLedger(caseId) });

export function useCaseLedger(caseId: string) {
  return useQuery(caseLedgerQueryOptions(caseId));
}
