import { adminUserDetailSchema } from '@shared/contracts/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { usersKeys } from './people-keys';

/** GET /api/admin/users/:id: profile, cases, open sessions and audit trail of one person. */
export async function getUserDetail(id: string) {
  return getParsed(`/api/admin/users/${encodeURIComponent(id)}`, adminUserDetailSchema);
}

export const userDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: usersKeys.detail(id), queryFn: () => getUserDetail(id) });

export function useUserDetail(id: string | undefined) {
  return useQuery({ ...userDetailQueryOptions(id ?? ''), enabled: Boolean(id) });
}
