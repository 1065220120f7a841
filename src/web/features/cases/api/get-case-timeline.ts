import { type TimelineEvent, timelineSchema } from '@shared/contracts/cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { caseKeys } from './case-keys';

export type { TimelineEvent };

/** The case detail shows the latest 100 events; staff see staff-only ones too (the server decides). */
const LIMIT = 100;

/** GET /api/cases/:id/timeline: what happened to the case, newest first. */
export async function getCaseTimeline(caseId: string) {
  return timelineSchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/timeline?limit=${LIMIT}`),
  );
}

export function useCaseTimeline(caseId: string) {
  return useQuery(
    queryOptions({ queryKey: caseKeys.timeline(caseId), queryFn: () => getCaseTimeline(caseId) }),
  );
}
