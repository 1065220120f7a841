import { auditListSchema } from '@shared/contracts/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { searchParamsOf } from '@web/lib/search-params';
import { type AuditQuery, auditKeys, useRefetchAfterMutations } from './audit-keys';

export type { AuditQuery };
export const NO_AUDIT_FILTERS: AuditQuery = { actorId: '', action: '', entity: '', from: '', to: '' };
const PAGE_SIZE = 25;

/** GET /api/admin/audit: newest first, one page before the `before` cursor (keyset, no offsets). */
export async function getAuditLog(query: AuditQuery, before?: number) {
  const params = searchParamsOf({ ...query, limit: PAGE_SIZE, before });
  return getParsed(`/api/admin/audit?${params}`, auditListSchema);
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(query),
    queryFn: ({ pageParam }) => getAuditLog(query, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useAuditLog(query: AuditQuery) {
  useRefetchAfterMutations();
  return useInfiniteQuery(auditLogQueryOptions(query));
}
