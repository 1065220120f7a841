import { lawyerDashboardSchema } from '@shared/contracts/cases-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import type { z } from 'zod';
import { caseKeys } from './case-keys';

export type LawyerDashboard = z.infer<typeof lawyerDashboardSchema>;

/** GET /api/lawyer/dashboard: the lawyer's figures, urgent cases and recent activity, computed. */
export async function getLawyerDashboard(): Promise<LawyerDashboard> {
  return getParsed('/api/lawyer/dashboard', lawyerDashboardSchema);
}

export const lawyerDashboardQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.dashboard(), queryFn: getLawyerDashboard });

/**
 * A case, lead or timeline change anywhere in the lawyer's scope can move a card, and a payment,
 * a closed deadline or the firm's rules can move an urgent deadline: refetch.
 */
export function useLawyerDashboard() {
  useRefetchOnLive(
    ['cases', 'leads', 'timeline', 'ledger', 'payment-trail', 'deadlines', 'settings'],
    caseKeys.dashboard(),
  );
  return useQuery(lawyerDashboardQueryOptions());
}
