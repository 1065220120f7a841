import { type LoginResponse, loginResponseSchema } from '@shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@web/features/auth';
import { apiRequest } from '@web/lib/api-client';

/** Which proof the second step takes: the app's current code, or one of the recovery codes. */
export type SecondStepProof = 'totp' | 'recovery-code';

const ENDPOINT: Record<SecondStepProof, string> = {
  totp: '/api/auth/second-factor/totp',
  'recovery-code': '/api/auth/second-factor/recovery-code',
};

/** POST the code; the answer is a complete sign-in (a new session cookie) and the page to open. */
export async function verifySecondStep(proof: SecondStepProof, code: string): Promise<LoginResponse> {
  return loginResponseSchema.parse(
    await apiRequest<unknown>(ENDPOINT[proof], { method: 'POST', body: { code } }),
  );
}

export function useVerifySecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { proof: SecondStepProof; code: string }) =>
      verifySecondStep(input.proof, input.code),
    // The session changed (stage and token): the next guard asks /me afresh.
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  });
}
