import { lawyerDashboardSchema } from '@shared/contracts/cases-lists';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { affects, useLiveEvent } from '@web/lib/live-events';
import type { z } from 'zod';
import { caseKeys } from './case-keys';

export type LawyerDashboard = z.infer<typeof lawyerDashboardSchema>;

/** GET /api/lawyer/dashboard: the lawyer's figures, urgent cases and recent activity, computed. */
export async function getLawyerDashboard(): Promise<LawyerDashboard> {
  return lawyerDashboardSchema.parse(await apiRequest<unknown>('/api/lawyer/dashboard'));
}

export const lawyerDashboardQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.dashboard(), queryFn: getLawyerDashboard });

/** A case, lead or timeline change anywhere in the lawyer's scope can move a card: refetch. */
export function useLawyerDashboard() {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if ((['cases', 'leads', 'timeline', 'ledger'] as const).some((list) => affects(event, list))) {
      void queryClient.invalidateQueries({ queryKey: caseKeys.dashboard() });
    }
  });
  return useQuery(lawyerDashboardQueryOptions());
}
