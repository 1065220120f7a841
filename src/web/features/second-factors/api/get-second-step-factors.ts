import { type SecondStepFactors, secondStepFactorsSchema } from '@shared/contracts/second-factors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from '@web/features/auth';
import { getParsed } from '@web/lib/api-query';

/** GET /api/auth/second-factor: the factors this sign-in's second step can be taken with. */
export async function getSecondStepFactors(): Promise<SecondStepFactors> {
  return getParsed('/api/auth/second-factor', secondStepFactorsSchema);
}

// Under the auth keys: a completed (or abandoned) sign-in clears it with everything else of the session.
export const secondStepFactorsQueryOptions = () =>
  queryOptions({ queryKey: [...authKeys.all, 'second-step-factors'], queryFn: getSecondStepFactors });

export function useSecondStepFactors() {
  return useQuery(secondStepFactorsQueryOptions());
}
