import { type AdverseParty, adversePartySchema, type CreateAdverseParty } from '@shared/contracts/conflicts';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { conflictsKeys } from './conflicts-keys';

/** POST /api/admin/adverse-parties: the server stores the phone in E.164 and answers the party as kept. */
export async function addAdverseParty(body: CreateAdverseParty): Promise<AdverseParty> {
  return adversePartySchema.parse(
    await apiRequest<unknown>('/api/admin/adverse-parties', { method: 'POST', body }),
  );
}

export function useAddAdverseParty() {
  return useInvalidatingMutation(addAdverseParty, [conflictsKeys.all]);
}
