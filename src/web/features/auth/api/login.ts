import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from './auth-keys';

/** Staff and clients sign in at /api/auth/login; only admins are accepted at /api/admin/login. */
export type LoginEndpoint = '/api/auth/login' | '/api/admin/login';

export async function login(endpoint: LoginEndpoint, input: LoginRequest): Promise<LoginResponse> {
  return loginResponseSchema.parse(await apiRequest<unknown>(endpoint, { method: 'POST', body: input }));
}

export function useLogin(endpoint: LoginEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => login(endpoint, input),
    // The login answer lacks language and username, so the next guard asks /me afresh.
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  });
}
