import { adversePartyListSchema } from '@shared/contracts/conflicts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { conflictsKeys } from './conflicts-keys';

/** GET /api/admin/adverse-parties: the parties in force, newest first. */
export const getAdverseParties = () => getParsed('/api/admin/adverse-parties', adversePartyListSchema);

export const adversePartiesQueryOptions = () =>
  queryOptions({ queryKey: conflictsKeys.adverseParties(), queryFn: getAdverseParties });

export function useAdverseParties() {
  return useQuery(adversePartiesQueryOptions());
}
