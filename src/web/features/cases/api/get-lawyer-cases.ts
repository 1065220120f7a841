import { type LawyerCase, lawyerCaseListSchema } from '@shared/contracts/cases-lists';
import { useQuery } from '@tanstack/react-query';
import { getParsed, pagedQueryOptions, useRefetchOnLive } from '@web/lib/api-query';
import { searchParamsOf } from '@web/lib/search-params';
import { type CaseListParams, caseKeys } from './case-keys';

export type { LawyerCase };

/** GET /api/lawyer/cases: one page of the lawyer's cases; search and filters run on the server. */
export async function getLawyerCases(params: CaseListParams) {
  const query = searchParamsOf({ ...params, q: params.q.trim() });
  return getParsed(`/api/lawyer/cases?${query}`, lawyerCaseListSchema);
}

export const lawyerCasesQueryOptions = (params: CaseListParams) =>
  pagedQueryOptions(caseKeys.list(params), () => getLawyerCases(params));

export function useLawyerCases(params: CaseListParams) {
  useRefetchOnLive(['cases', 'timeline'], caseKeys.lists());
  return useQuery(lawyerCasesQueryOptions(params));
}
