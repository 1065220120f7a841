import { type MeResponse, meResponseSchema } from '@shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from './auth-keys';

export type CurrentUser = MeResponse['user'];

/** GET /api/auth/me: who is signed in, or ApiError 401 `unauthenticated`. */
export async function getMe(): Promise<MeResponse> {
  return meResponseSchema.parse(await apiRequest<unknown>('/api/auth/me'));
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}
