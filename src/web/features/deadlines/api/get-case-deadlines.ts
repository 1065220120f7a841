import { type CaseDeadlines, caseDeadlinesSchema } from '@shared/contracts/deadlines';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { deadlineKeys } from './deadline-keys';

export type { CaseDeadlines };

/** GET /api/cases/:id/deadlines: every deadline of the case's payments, soonest first. */
export const getCaseDeadlines = (caseId: string) =>
  getParsed(`/api/cases/${encodeURIComponent(caseId)}/deadlines`, caseDeadlinesSchema);

export const caseDeadlinesQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: deadlineKeys.case(caseId), queryFn: () => getCaseDeadlines(caseId) });

/** Recomputed when a deadline is closed, the payments change, or the firm changes its rules. */
export function useCaseDeadlines(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (
      affects(event, 'deadlines', caseId) ||
      affects(event, 'payment-trail', caseId) ||
      affects(event, 'settings')
    ) {
      void queryClient.invalidateQueries({ queryKey: deadlineKeys.case(caseId) });
    }
  });
  return useQuery(caseDeadlinesQueryOptions(caseId));
}
