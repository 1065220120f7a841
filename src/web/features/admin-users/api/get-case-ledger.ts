import { caseLedgerSchema } from '@shared/contracts/ledger';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { usersKeys } from './users-keys';

/** GET /api/cases/:id/ledger: the case's entries and the figures derived from them (D7). */
export async function getCaseLedger(caseId: string) {
  return caseLedgerSchema.parse(await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/ledger`));
}

export function useCaseLedger(caseId: string | undefined) {
  return useQuery({
    queryKey: usersKeys.ledger(caseId ?? ''),
    queryFn: () => getCaseLedger(caseId ?? ''),
    enabled: Boolean(caseId),
  });
}
