import type { ContactInput } from '@shared/contracts/payment-trail';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { trailKeys } from './trail-keys';

export type AddContactInput = { caseId: string; contact: ContactInput };

/** POST /api/cases/:id/payment-trail/contacts: one of the scheme's contact points. */
export async function addContact({ caseId, contact }: AddContactInput): Promise<{ id: string }> {
  return apiRequest(`/api/cases/${encodeURIComponent(caseId)}/payment-trail/contacts`, {
    method: 'POST',
    body: contact,
  });
}

export function useAddContact(caseId: string) {
  return useInvalidatingMutation(addContact, [trailKeys.case(caseId), ['indicators']]);
}
