import { type TotpConfirmed, totpConfirmedSchema } from '@shared/contracts/second-factors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@web/features/auth';
import { apiRequest } from '@web/lib/api-client';

/** The app's first code confirms it; the answer holds the ten recovery codes, shown this once. */
export async function confirmTotpEnrolment(code: string): Promise<TotpConfirmed> {
  return totpConfirmedSchema.parse(
    await apiRequest<unknown>('/api/auth/totp/enrolment/confirm', { method: 'POST', body: { code } }),
  );
}

export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    // An enrolment step of signing in is now complete: /me must be asked again.
    onSuccess: () => queryClient.removeQueries({ queryKey: authKeys.all }),
  });
}
