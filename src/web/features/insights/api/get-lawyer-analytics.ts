import { type LawyerAnalytics, lawyerAnalyticsSchema } from '@shared/contracts/insights-lawyer';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { insightsKeys } from './insights-keys';

/** GET /api/lawyer/analytics: D3's figures over the caller's cases, with the firm's targets. */
export async function getLawyerAnalytics(): Promise<LawyerAnalytics> {
  return lawyerAnalyticsSchema.parse(await apiRequest<unknown>('/api/lawyer/analytics'));
}

export const lawyerAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: insightsKeys.lawyerAnalytics(), queryFn: getLawyerAnalytics });

/** Refetched when the server announces a case change (phase, assignment), money booked on a case, or new targets. */
export function useLawyerAnalytics() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'cases') || affects(event, 'ledger') || affects(event, 'settings')) {
      void queryClient.invalidateQueries({ queryKey: insightsKeys.lawyerAnalytics() });
    }
  });
  return useQuery(lawyerAnalyticsQueryOptions());
}
