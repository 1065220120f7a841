import { type AdminAnalytics, adminAnalyticsSchema } from '@shared/contracts/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { insightsKeys } from './insights-keys';
import { useInsightsLive } from './use-insights-live';

/** GET /api/admin/analytics: firm-wide leads, phases, recoveries, time per phase and desks. */
export async function getAdminAnalytics(): Promise<AdminAnalytics> {
  return adminAnalyticsSchema.parse(await apiRequest<unknown>('/api/admin/analytics'));
}

export const adminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: insightsKeys.analytics(), queryFn: getAdminAnalytics });

export function useAdminAnalytics() {
  useInsightsLive();
  return useQuery(adminAnalyticsQueryOptions());
}
