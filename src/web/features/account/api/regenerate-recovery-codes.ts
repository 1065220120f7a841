import { recoveryCodesSchema } from '@shared/contracts/second-factors-account';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { accountKeys } from './account-keys';

/** POST /api/auth/recovery-codes: ten new codes, the only time they can be read; the old ones stop working. */
export async function regenerateRecoveryCodes(): Promise<string[]> {
  const answer = recoveryCodesSchema.parse(
    await apiRequest<unknown>('/api/auth/recovery-codes', { method: 'POST' }),
  );
  return answer.recoveryCodes;
}

export const useRegenerateRecoveryCodes = () =>
  useInvalidatingMutation(regenerateRecoveryCodes, [accountKeys.factors()]);
