import { factorStatusSchema } from '@shared/contracts/second-factors-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { accountKeys } from './account-keys';

/** GET /api/auth/factors: authenticator app, passkeys, recovery codes left, whether one is required. */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.factors(),
    queryFn: () => getParsed('/api/auth/factors', factorStatusSchema),
  });

export const useFactors = () => useQuery(factorsQueryOptions());
