import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/sign-in-code: the server answers 202 whether or not the address is a client's. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<null>('/api/auth/sign-in-code', { method: 'POST', body: { email } }),
  });
}
