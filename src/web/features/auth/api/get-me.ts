import { type MeResponse, meResponseSchema } from '@shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { authKeys } from './auth-keys';

export type CurrentUser = MeResponse['user'];

/** GET /api/auth/me: who is signed in, or ApiError 401 `unauthenticated`. */
export async function getMe(): Promise<MeResponse> {
  return getParsed('/api/auth/me', meResponseSchema);
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
