import { auditListSchema } from '@shared/contracts/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { searchParamsOf, systemKeys } from '../../system/api/system-keys';

/** The audit log's filters as the API takes them; empty strings mean "any". */
export type AuditQuery = { actorId: string; action: string; entity: string; from: string; to: string };
export const NO_AUDIT_FILTERS: AuditQuery = { actorId: '', action: '', entity: '', from: '', to: '' };
const PAGE_SIZE = 25;

/** GET /api/admin/audit: newest first, one page before the `before` cursor (keyset, no offsets). */
export async function getAuditLog(query: AuditQuery, before?: number) {
  const params = searchParamsOf({ ...query, limit: PAGE_SIZE, before });
  return auditListSchema.parse(await apiRequest<unknown>(`/api/admin/audit?${params}`));
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: systemKeys.audit(query),
    queryFn: ({ pageParam }) => getAuditLog(query, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useAuditLog(query: AuditQuery) {
  return useInfiniteQuery(auditLogQueryOptions(query));
}
