import { adminUserListSchema } from '@shared/contracts/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { searchParamsOf, systemKeys } from '../../system/api/system-keys';

/** The first few people whose name or email contain `q` (GET /api/admin/users), to pick an actor. */
export async function searchPeople(q: string) {
  const body = await apiRequest<unknown>(`/api/admin/users?${searchParamsOf({ q, limit: 8 })}`);
  return adminUserListSchema.parse(body).users;
}

export const peopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: systemKeys.people(q),
    queryFn: () => searchPeople(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export function useSearchPeople(q: string) {
  return useQuery(peopleQueryOptions(q));
}
