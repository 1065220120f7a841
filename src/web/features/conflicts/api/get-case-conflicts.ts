import { type CaseConflicts, caseConflictsSchema } from '@shared/contracts/conflicts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { conflictsKeys } from './conflicts-keys';

/** GET /api/cases/:id/conflicts: the case's conflict check, as the assign dialog shows it (issue 31). */
export async function getCaseConflicts(caseId: string): Promise<CaseConflicts> {
  return getParsed(`/api/cases/${encodeURIComponent(caseId)}/conflicts`, caseConflictsSchema);
}

export const caseConflictsQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: conflictsKeys.ofCase(caseId), queryFn: () => getCaseConflicts(caseId) });

/** Fetched while the dialog that needs it is open. */
export function useCaseConflicts(caseId: string | null) {
  return useQuery({ ...caseConflictsQueryOptions(caseId ?? ''), enabled: caseId !== null });
}
