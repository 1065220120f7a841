import { type AdminAnalytics, adminAnalyticsSchema } from '@shared/contracts/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { insightsKeys } from './insights-keys';
import { useInsightsLive } from './use-insights-live';

/** GET /api/admin/analytics: firm-wide leads, phases, recoveries, time per phase and desks. */
export async function getAdminAnalytics(): Promise<AdminAnalytics> {
  return getParsed('/api/admin/analytics', adminAnalyticsSchema);
}

export const adminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: insightsKeys.analytics(), queryFn: getAdminAnalytics });

export function useAdminAnalytics() {
  useInsightsLive();
  return useQuery(adminAnalyticsQueryOptions());
}
