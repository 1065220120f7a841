import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { conflictsKeys } from './conflicts-keys';

/** DELETE /api/admin/adverse-parties/:id: off the list; the server keeps the record and audits it. */
export async function removeAdverseParty(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/admin/adverse-parties/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveAdverseParty() {
  return useInvalidatingMutation(removeAdverseParty, [conflictsKeys.all]);
}
