import type { ContactField } from '@shared/contracts/contact-changes';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import type { StaffRole } from './get-staff-client';
import { clientsKeys } from './people-keys';

/** DELETE /api/{role}/clients/:id/contact-changes/:field (D34): take back a proposal the client has not confirmed. */
export async function withdrawContactChange(role: StaffRole, clientId: string, field: ContactField) {
  await apiRequest<unknown>(`/api/${role}/clients/${encodeURIComponent(clientId)}/contact-changes/${field}`, {
    method: 'DELETE',
  });
}

export function useWithdrawContactChange(role: StaffRole, clientId: string) {
  return useInvalidatingMutation(
    (field: ContactField) => withdrawContactChange(role, clientId, field),
    [clientsKeys.all],
  );
}
