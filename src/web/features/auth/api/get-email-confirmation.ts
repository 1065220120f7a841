import {
  type EmailConfirmationStatus,
  emailConfirmationStatusSchema,
} from '@shared/contracts/auth-email-confirmation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { authKeys } from './auth-keys';

/** GET /api/client/email-confirmation (D28): whether the banner shows and payouts wait. */
export async function getEmailConfirmation(): Promise<EmailConfirmationStatus> {
  return getParsed('/api/client/email-confirmation', emailConfirmationStatusSchema);
}

export const emailConfirmationQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.emailConfirmation(),
    queryFn: getEmailConfirmation,
  });

export function useEmailConfirmation() {
  return useQuery(emailConfirmationQueryOptions());
}
