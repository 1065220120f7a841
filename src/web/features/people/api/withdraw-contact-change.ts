import type { ContactField } from '@shared/contracts/contact-changes';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { peopleKeys } from './people-keys';

/** Who withdraws: a lawyer or manager from their client dialog, an admin from the users tab. */
export type ProposerRole = 'lawyer' | 'manager' | 'admin';

/**
 * DELETE /api/{lawyer,manager}/clients/:id/contact-changes/:field, or /api/admin/users/:id/… for
 * an admin (D34): take back a proposal the client has not confirmed.
 */
export async function withdrawContactChange(role: ProposerRole, clientId: string, field: ContactField) {
  const people = role === 'admin' ? 'users' : 'clients';
  await apiRequest<unknown>(
    `/api/${role}/${people}/${encodeURIComponent(clientId)}/contact-changes/${field}`,
    { method: 'DELETE' },
  );
}

export function useWithdrawContactChange(role: ProposerRole, clientId: string) {
  return useInvalidatingMutation(
    (field: ContactField) => withdrawContactChange(role, clientId, field),
    [peopleKeys.all],
  );
}
