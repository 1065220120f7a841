import { type CaseTeam, caseTeamSchema } from '@shared/contracts/cases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { caseKeys } from './case-keys';

export type TeamMember = NonNullable<CaseTeam['lawyer']>;

/** GET /api/cases/{id}/team: the assigned lawyer and the desk's managers, from records (D2). */
export async function getCaseTeam(caseId: string): Promise<CaseTeam> {
  return getParsed(`/api/cases/${caseId}/team`, caseTeamSchema);
}

export const caseTeamQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: caseKeys.team(caseId), queryFn: () => getCaseTeam(caseId) });

export function useCaseTeam(caseId: string) {
  return useQuery(caseTeamQueryOptions(caseId));
}
