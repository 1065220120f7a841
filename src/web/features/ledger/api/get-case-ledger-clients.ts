import { type CaseLedger, caseLedgerSchema } from '@shared/contracts/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { clientsKeys } from '../../people/api/clients-keys';

/** GET /api/cases/:id/ledger: the entries and the figures derived from them (D7). */
export async function getCaseLedger(caseId: string): Promise<CaseLedger> {
  return caseLedgerSchema.parse(await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/ledger`));
}

export const caseLedgerQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: clientsKeys.ledger(caseId), queryFn: () => getCaseLedger(caseId) });

export function useCaseLedger(caseId: string | undefined) {
  return useQuery({ ...caseLedgerQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
}
