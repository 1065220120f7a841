import { sessionListSchema } from '@shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { accountKeys } from './account-keys';

/** GET /api/auth/sessions: where the caller is signed in, the current one marked. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async () => (await getParsed('/api/auth/sessions', sessionListSchema)).sessions,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
