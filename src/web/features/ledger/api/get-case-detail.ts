import { type CaseDetail, caseDetailSchema } from '@shared/contracts/cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { paymentsKeys } from './payments-keys';

/**
 * GET /api/cases/:id, for what the ledger does not carry: the case reference (file names and the
 * statement's heading), the case's fee rate and the client's name (the payout account's holder).
 */
export async function getCaseDetail(caseId: string): Promise<CaseDetail> {
  return caseDetailSchema.parse(await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}`));
}

export const caseDetailQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: paymentsKeys.caseDetail(caseId), queryFn: () => getCaseDetail(caseId) });

export function useCaseDetail(caseId: string) {
  return useQuery(caseDetailQueryOptions(caseId));
}
