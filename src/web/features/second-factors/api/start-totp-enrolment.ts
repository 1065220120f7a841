import { type TotpEnrolment, totpEnrolmentSchema } from '@shared/contracts/second-factors';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST: a new authenticator secret, its otpauth address and QR code (replaces an unconfirmed one). */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  return totpEnrolmentSchema.parse(await apiRequest<unknown>('/api/auth/totp/enrolment', { method: 'POST' }));
}

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startTotpEnrolment });
}
