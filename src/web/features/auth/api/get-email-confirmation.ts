import {
  type EmailConfirmationStatus,
  emailConfirmationStatusSchema,
} from '@shared/contracts/auth-email-confirmation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from './auth-keys';

/** GET /api/client/email-confirmation (D28): whether the banner shows and payouts wait. */
export async function getEmailConfirmation(): Promise<EmailConfirmationStatus> {
  return emailConfirmationStatusSchema.parse(await apiRequest<unknown>('/api/client/email-confirmation'));
}

export const emailConfirmationQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.emailConfirmation(),
    queryFn: getEmailConfirmation,
  });

export function useEmailConfirmation() {
  return useQuery(emailConfirmationQueryOptions());
}
