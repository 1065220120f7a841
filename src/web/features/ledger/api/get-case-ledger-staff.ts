import { type CaseLedger, caseLedgerSchema } from '@shared/contracts/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { staffCaseKeys } from '../../cases/api/staff-case-keys';

export type { CaseLedger };

/** GET /api/cases/:id/ledger: every entry with its fee and client share, and the totals. */
export async function getCaseLedger(caseId: string): Promise<CaseLedger> {
  return caseLedgerSchema.parse(await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/ledger`));
}

export function useCaseLedger(caseId: string) {
  return useQuery(
    queryOptions({ queryKey: staffCaseKeys.ledger(caseId), queryFn: () => getCaseLedger(caseId) }),
  );
}
