import { adminCaseListSchema } from '@shared/contracts/cases-lists';
import { useQuery } from '@tanstack/react-query';
import { getParsed, pagedQueryOptions, useRefetchOnLive } from '@web/lib/api-query';
import type { z } from 'zod';
import { type AdminCaseParams, caseKeys } from './case-keys';

export type AdminCase = z.infer<typeof adminCaseListSchema>['cases'][number];
export type { AdminCaseParams };

/** GET /api/admin/cases: one page of every case of the firm; search and filters run on the server. */
export async function getAdminCases(params: AdminCaseParams) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.q.trim()) query.set('q', params.q.trim());
  if (params.phase) query.set('phase', params.phase);
  if (params.assignment) query.set('assignment', params.assignment);
  if (params.deskId) query.set('deskId', params.deskId);
  return getParsed(`/api/admin/cases?${query}`, adminCaseListSchema);
}

export function useAdminCases(params: AdminCaseParams) {
  useRefetchOnLive(['cases', 'timeline'], caseKeys.adminLists());
  return useQuery(pagedQueryOptions(caseKeys.adminList(params), () => getAdminCases(params)));
}
