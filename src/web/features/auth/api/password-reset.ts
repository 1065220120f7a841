import { type LoginResponse, loginResponseSchema } from '@shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { authKeys } from './auth-keys';

/** "Forgot your password?": the server answers the same whether or not the address is known. */
export function useRequestPasswordLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<null>('/api/auth/forgot-password', { method: 'POST', body: { email } }),
  });
}

/** The new password from the emailed link; the answer signs the person in (like a sign-in). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string; password: string }): Promise<LoginResponse> =>
      loginResponseSchema.parse(
        await apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
      ),
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  });
}
