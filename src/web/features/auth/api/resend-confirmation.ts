import { resendConfirmationResponseSchema } from '@shared/contracts/auth-email-confirmation';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/client/email-confirmation/resend: a new link by email (throttled by the server). */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: async () =>
      resendConfirmationResponseSchema.parse(
        await apiRequest<unknown>('/api/client/email-confirmation/resend', { method: 'POST' }),
      ),
  });
}
