import { type CaseClient, caseClientSchema } from '@shared/contracts/cases';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import type { StaffRole } from './get-staff-client';
import { clientsKeys } from './people-keys';

/** Personal data and the claim only: funds are never sent, they come from the ledger (D7). */
export type ClientChanges = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lossAmount: string;
  caseId: string;
};

/** PUT /api/{role}/clients/:id (the manager's is desk-scoped on the server). */
export async function updateClient(
  role: StaffRole,
  clientId: string,
  changes: ClientChanges,
): Promise<CaseClient> {
  return caseClientSchema.parse(
    await apiRequest<unknown>(`/api/${role}/clients/${encodeURIComponent(clientId)}`, {
      method: 'PUT',
      body: changes,
    }),
  );
}

export function useUpdateClient(role: StaffRole, clientId: string) {
  return useInvalidatingMutation(
    (changes: ClientChanges) => updateClient(role, clientId, changes),
    [clientsKeys.all],
  );
}
