import type { CaseAssignmentState } from '@shared/contracts/cases-lists';
import { adminCaseListSchema } from '@shared/contracts/cases-lists';
import { deskListSchema } from '@shared/contracts/desks';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import type { z } from 'zod';
import { staffCaseKeys } from './staff-case-keys';

export type AdminCase = z.infer<typeof adminCaseListSchema>['cases'][number];
export type AdminCaseParams = {
  q: string;
  phase: string;
  assignment: CaseAssignmentState | '';
  deskId: string;
  page: number;
  limit: number;
};

const adminCaseKeys = {
  lists: () => [...staffCaseKeys.all, 'admin-list'] as const,
  list: (params: AdminCaseParams) => [...adminCaseKeys.lists(), params] as const,
  desks: () => [...staffCaseKeys.all, 'admin-desks'] as const,
};

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
      void queryClient.invalidateQueries({ queryKey: adminCaseKeys.lists() });
    }
  });
  return useQuery(
    queryOptions({
      queryKey: adminCaseKeys.list(params),
      queryFn: () => getAdminCases(params),
      // The previous page stays on screen while the next one loads, so the table never jumps empty.
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/desks: the desk filter's choices. */
export function useAdminDeskChoices() {
  return useQuery(
    queryOptions({
      queryKey: adminCaseKeys.desks(),
      queryFn: async () => deskListSchema.parse(await apiRequest<unknown>('/api/admin/desks')).desks,
    }),
  );
}
