import { type CaseDetail, caseDetailSchema } from '@shared/contracts/cases';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@web/features/documents';
import { ledgerKeys } from '@web/features/ledger';
import { ApiError } from '@web/lib/api-client';
import { getParsed } from '@web/lib/api-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { caseKeys } from './case-keys';

export type { CaseDetail };

/**
 * GET /api/cases/:id: the case as its team or its client sees it (working fields, fee agreement,
 * amounts; the reference and fee rate that the client's statement carries).
 */
export async function getCaseDetail(caseId: string): Promise<CaseDetail> {
  return getParsed(`/api/cases/${encodeURIComponent(caseId)}`, caseDetailSchema);
}

export const caseDetailQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.detail(caseId),
    queryFn: () => getCaseDetail(caseId),
    // A 404 (not assigned to this lawyer) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** The open case; any change the server announces for it refetches everything about it. */
export function useCaseDetail(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    const lists = ['cases', 'timeline', 'documents', 'withdrawals', 'ledger'] as const;
    if (lists.some((list) => affects(event, list, caseId))) {
      void queryClient.invalidateQueries({ queryKey: caseKeys.case(caseId) });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.case(caseId) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) });
    }
  });
  return useQuery(caseDetailQueryOptions(caseId));
}
