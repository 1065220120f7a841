import { type LeadConflicts, leadConflictsSchema } from '@shared/contracts/conflicts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { leadsKeys } from './leads-keys';

/** GET /api/leads/:id/conflicts: what the registrant matches now, and the latest decision (issue 21 item 5). */
export async function getLeadConflicts(id: string): Promise<LeadConflicts> {
  return getParsed(`/api/leads/${encodeURIComponent(id)}/conflicts`, leadConflictsSchema);
}

export const leadConflictsQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadsKeys.conflicts(id), queryFn: () => getLeadConflicts(id) });

/** Only fetched for a lead the list says has conflicts. */
export function useLeadConflicts(id: string, enabled: boolean) {
  return useQuery({ ...leadConflictsQueryOptions(id), enabled });
}
