import { userMutationSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

/** POST /api/admin/users/:id/erase: anonymises the person; cases, ledger and audit trail stay (D13). */
export async function eraseUser(id: string) {
  return userMutationSchema.parse(
    await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}/erase`, { method: 'POST' }),
  );
}

export const useEraseUser = () => useUsersMutation(eraseUser);
