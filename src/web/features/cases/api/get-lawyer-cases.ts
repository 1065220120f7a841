import { type LawyerCase, lawyerCaseListSchema } from '@shared/contracts/cases-lists';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { type CaseListParams, caseKeys } from './case-keys';

export type { LawyerCase };

/** GET /api/lawyer/cases: one page of the lawyer's cases; search and filters run on the server. */
export async function getLawyerCases(params: CaseListParams) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.status) query.set('status', params.status);
  if (params.priority) query.set('priority', params.priority);
  return lawyerCaseListSchema.parse(await apiRequest<unknown>(`/api/lawyer/cases?${query}`));
}

export const lawyerCasesQueryOptions = (params: CaseListParams) =>
  queryOptions({
    queryKey: caseKeys.list(params),
    queryFn: () => getLawyerCases(params),
    // The previous page stays on screen while the next one loads, so the list never jumps empty.
    placeholderData: keepPreviousData,
  });

export function useLawyerCases(params: CaseListParams) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'cases') || affects(event, 'timeline')) {
      void queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    }
  });
  return useQuery(lawyerCasesQueryOptions(params));
}
