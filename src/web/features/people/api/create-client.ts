import { createLawyerClientResponseSchema } from '@shared/contracts/people-clients';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import type { z } from 'zod';
import { clientsKeys } from './people-keys';

/** The Add Client form as typed; amounts stay strings, the server turns them into cents. */
export type NewClientInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  country: string;
  language: string;
  fraudType: string;
  amountLost: string;
  description?: string;
};

/** POST /api/lawyer/clients: the person (invited by email, D11) and a case assigned to me. */
export async function createClient(input: NewClientInput) {
  return createLawyerClientResponseSchema.parse(
    await apiRequest<unknown>('/api/lawyer/clients', { method: 'POST', body: input }),
  ) as z.infer<typeof createLawyerClientResponseSchema>;
}

export function useCreateClient() {
  return useInvalidatingMutation(createClient, [clientsKeys.all]);
}
