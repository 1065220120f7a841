import { type LawyerAnalytics, lawyerAnalyticsSchema } from '@shared/contracts/insights-lawyer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { insightsKeys } from './insights-keys';

/** GET /api/lawyer/analytics: D3's figures over the caller's cases, with the firm's targets. */
export async function getLawyerAnalytics(): Promise<LawyerAnalytics> {
  return getParsed('/api/lawyer/analytics', lawyerAnalyticsSchema);
}

export const lawyerAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: insightsKeys.lawyerAnalytics(), queryFn: getLawyerAnalytics });

/** Refetched when the server announces a case change (phase, assignment), money booked on a case, or new targets. */
export function useLawyerAnalytics() {
  useRefetchOnLive(['cases', 'ledger', 'settings'], insightsKeys.lawyerAnalytics());
  return useQuery(lawyerAnalyticsQueryOptions());
}
