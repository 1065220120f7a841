import { adminStatsSchema } from '@shared/contracts/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import type { z } from 'zod';
import { insightsKeys } from './insights-keys';

export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/stats: the overview's four figures, counted by the server from records (D4). */
export async function getAdminStats(): Promise<AdminStats> {
  return getParsed('/api/admin/stats', adminStatsSchema);
}

/** New people, cases, leads or money movements change the figures: refetch when told so. */
export function useAdminStats() {
  useRefetchOnLive(['users', 'cases', 'leads', 'withdrawals', 'ledger'], insightsKeys.stats());
  return useQuery(queryOptions({ queryKey: insightsKeys.stats(), queryFn: getAdminStats }));
}
