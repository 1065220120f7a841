import {
  type PublicCheckCounts,
  publicCheckCountsSchema,
} from '@shared/contracts/public-site-indicator-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';

export type { PublicCheckCounts };

/** GET /api/admin/public-check: the public check's lookups of the last 30 days, per outcome. */
export const getPublicCheckCounts = () => getParsed('/api/admin/public-check', publicCheckCountsSchema);

export const publicCheckCountsQueryOptions = () =>
  queryOptions({ queryKey: ['public-check-counts'] as const, queryFn: getPublicCheckCounts });

export function usePublicCheckCounts() {
  return useQuery(publicCheckCountsQueryOptions());
}
