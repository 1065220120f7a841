import { type CaseIndicators, caseIndicatorsSchema } from '@shared/contracts/indicators';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { indicatorKeys } from './indicator-keys';

export type { CaseIndicators };

/** GET /api/cases/:id/indicators: the case's indicators and the other cases naming each. */
export const getCaseIndicators = (caseId: string) =>
  getParsed(`/api/cases/${encodeURIComponent(caseId)}/indicators`, caseIndicatorsSchema);

export const caseIndicatorsQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: indicatorKeys.case(caseId), queryFn: () => getCaseIndicators(caseId) });

/** Live: another case naming the same wallet shows here at once, whichever desk it is on. */
export function useCaseIndicators(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'indicators', caseId))
      void queryClient.invalidateQueries({ queryKey: indicatorKeys.all });
  });
  return useQuery(caseIndicatorsQueryOptions(caseId));
}
