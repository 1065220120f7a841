import { adminCaseListSchema } from '@shared/contracts/cases-lists';
import { useQuery } from '@tanstack/react-query';
import { getParsed, pagedQueryOptions, useRefetchOnLive } from '@web/lib/api-query';
import { searchParamsOf } from '@web/lib/search-params';
import type { z } from 'zod';
import { type AdminCaseParams, caseKeys } from './case-keys';

export type AdminCase = z.infer<typeof adminCaseListSchema>['cases'][number];
export type { AdminCaseParams };

/** GET /api/admin/cases: one page of every case of the firm; search and filters run on the server. */
export async function getAdminCases(params: AdminCaseParams) {
  const query = searchParamsOf({ ...params, q: params.q.trim() });
  return getParsed(`/api/admin/cases?${query}`, adminCaseListSchema);
}

export function useAdminCases(params: AdminCaseParams) {
  useRefetchOnLive(['cases', 'timeline'], caseKeys.adminLists());
  return useQuery(pagedQueryOptions(caseKeys.adminList(params), () => getAdminCases(params)));
}
