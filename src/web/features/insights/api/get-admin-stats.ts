import { adminStatsSchema } from '@shared/contracts/insights';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import type { z } from 'zod';
import { insightsKeys } from './insights-keys';

export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/stats: the overview's four figures, counted by the server from records (D4). */
export async function getAdminStats(): Promise<AdminStats> {
  return adminStatsSchema.parse(await apiRequest<unknown>('/api/admin/stats'));
}

/** New people, cases, leads or money movements change the figures: refetch when told so. */
export function useAdminStats() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      (['users', 'cases', 'leads', 'withdrawals', 'ledger'] as const).some((list) => affects(event, list))
    ) {
      void queryClient.invalidateQueries({ queryKey: insightsKeys.stats() });
    }
  });
  return useQuery(queryOptions({ queryKey: insightsKeys.stats(), queryFn: getAdminStats }));
}
