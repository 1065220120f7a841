import { adminUserListSchema } from '@shared/contracts/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { searchParamsOf } from '@web/lib/search-params';
import { usersKeys } from './people-keys';

/** The first few people whose name or email contain `q` (GET /api/admin/users), to pick an actor. */
export async function searchPeople(q: string) {
  const body = await apiRequest<unknown>(`/api/admin/users?${searchParamsOf({ q, limit: 8 })}`);
  return adminUserListSchema.parse(body).users;
}

export const peopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: usersKeys.search(q),
    queryFn: () => searchPeople(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export function useSearchPeople(q: string) {
  return useQuery(peopleQueryOptions(q));
}
