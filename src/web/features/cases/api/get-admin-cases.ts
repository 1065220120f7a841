import { adminCaseListSchema } from '@shared/contracts/cases-lists';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
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
  return adminCaseListSchema.parse(await apiRequest<unknown>(`/api/admin/cases?${query}`));
}

export function useAdminCases(params: AdminCaseParams) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'cases') || affects(event, 'timeline')) {
      void queryClient.invalidateQueries({ queryKey: caseKeys.adminLists() });
    }
  });
  return useQuery(
    queryOptions({
      queryKey: caseKeys.adminList(params),
      queryFn: () => getAdminCases(params),
      // The previous page stays on screen while the next one loads, so the table never jumps empty.
      placeholderData: keepPreviousData,
    }),
  );
}
