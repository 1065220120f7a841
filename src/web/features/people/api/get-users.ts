import { type AdminUser, adminUserListSchema } from '@shared/contracts/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { searchParamsOf } from '@web/lib/search-params';
import { type UsersQuery, usersKeys } from './people-keys';

export type { AdminUser };

/** D14: the 10 s refetch of the spec stays, as the fallback when live events cannot reach the tab. */
export const USERS_REFETCH_MS = 10_000;

/** GET /api/admin/users: one page, searched and filtered by the server. */
export async function getUsers(query: UsersQuery) {
  return getParsed(`/api/admin/users?${searchParamsOf(query)}`, adminUserListSchema);
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
    refetchInterval: USERS_REFETCH_MS,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}

/** People of one role matching a search, for the assign dialog's picker (first 20, active only). */
export function useAssignees(role: 'lawyer' | 'manager', q: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.assignees(role, q),
    queryFn: () => getUsers({ role, status: 'active', q: q || undefined, limit: 20 }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
