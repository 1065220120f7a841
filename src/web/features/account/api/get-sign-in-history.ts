import { signInHistorySchema } from '@shared/contracts/second-factors-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { accountKeys } from './account-keys';

/** GET /api/auth/sign-in-history: the caller's last 50 sign-in attempts, refusals included, newest first. */
export const signInHistoryQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.history(),
    queryFn: async () => (await getParsed('/api/auth/sign-in-history', signInHistorySchema)).events,
  });

export const useSignInHistory = () => useQuery(signInHistoryQueryOptions());
