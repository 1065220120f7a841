import { signedOutOthersSchema } from '@shared/contracts/second-factors-account';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { accountKeys } from './account-keys';

/** DELETE /api/auth/sessions/:id: signs out one of the caller's other sessions. */
export const signOutSession = (id: string) =>
  apiRequest<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/auth/sessions/sign-out-others: every session but this one ends; answers how many. */
export async function signOutOtherSessions(): Promise<number> {
  const answer = await apiRequest<unknown>('/api/auth/sessions/sign-out-others', { method: 'POST' });
  return signedOutOthersSchema.parse(answer).signedOut;
}

export const useSignOutSession = () => useInvalidatingMutation(signOutSession, [accountKeys.sessions()]);
export const useSignOutOtherSessions = () =>
  useInvalidatingMutation(signOutOtherSessions, [accountKeys.sessions()]);
