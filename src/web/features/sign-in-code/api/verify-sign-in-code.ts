import { type LoginResponse, loginResponseSchema } from '@shared/contracts/auth';
import type { VerifySignInCodeRequest } from '@shared/contracts/sign-in-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@web/features/auth';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/sign-in-code/verify: the emailed code signs in, like a password would. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerifySignInCodeRequest): Promise<LoginResponse> =>
      loginResponseSchema.parse(
        await apiRequest<unknown>('/api/auth/sign-in-code/verify', { method: 'POST', body: input }),
      ),
    // A new session: whoever the guards knew before must be asked for afresh.
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  });
}
