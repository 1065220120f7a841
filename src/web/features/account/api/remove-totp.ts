import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { accountKeys } from './account-keys';

/** DELETE /api/auth/totp: refused (409) while it is the last factor the account must keep. */
export const removeTotp = () => apiRequest<void>('/api/auth/totp', { method: 'DELETE' });

export const useRemoveTotp = () =>
  useInvalidatingMutation(removeTotp, [accountKeys.factors(), accountKeys.history()]);
