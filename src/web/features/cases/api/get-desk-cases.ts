import { type ManagerCaseList, type ManagerCaseQuery, managerCaseListSchema } from '@shared/contracts/desks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deskKeys } from '@web/features/desks';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/manager/cases: one page of the desk's cases, sorted and filtered by the server. */
export async function getManagerCases(query: ManagerCaseQuery): Promise<ManagerCaseList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return managerCaseListSchema.parse(await apiRequest<unknown>(`/api/manager/cases?${params}`));
}

export const managerCasesQueryOptions = (query: ManagerCaseQuery) =>
  queryOptions({
    queryKey: deskKeys.cases(query),
    queryFn: () => getManagerCases(query),
    // The table keeps showing the last page while the next sort or page loads, without jumping.
    placeholderData: keepPreviousData,
  });

export function useManagerCases(query: ManagerCaseQuery) {
  return useQuery(managerCasesQueryOptions(query));
}
