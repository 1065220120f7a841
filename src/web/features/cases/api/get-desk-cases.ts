import { type ManagerCaseList, type ManagerCaseQuery, managerCaseListSchema } from '@shared/contracts/desks';
import { useQuery } from '@tanstack/react-query';
import { deskKeys } from '@web/features/desks';
import { getParsed, pagedQueryOptions } from '@web/lib/api-query';
import { searchParamsOf } from '@web/lib/search-params';

/** GET /api/manager/cases: one page of the desk's cases, sorted and filtered by the server. */
export async function getManagerCases(query: ManagerCaseQuery): Promise<ManagerCaseList> {
  return getParsed(`/api/manager/cases?${searchParamsOf(query)}`, managerCaseListSchema);
}

// The table keeps showing the last page while the next sort or page loads, without jumping.
export const managerCasesQueryOptions = (query: ManagerCaseQuery) =>
  pagedQueryOptions(deskKeys.cases(query), () => getManagerCases(query));

export function useManagerCases(query: ManagerCaseQuery) {
  return useQuery(managerCasesQueryOptions(query));
}
