import { signOffSchema } from '@shared/contracts/reconciliation';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { reconciliationKeys } from './reconciliation-keys';

type SignOffInput = { month: string; currency: string; idempotencyKey: string };

/**
 * POST /api/admin/reconciliation/sign-off: the admin signs the month off (stored immutably). A
 * step-up (401 reauthentication_required) is answered by the shared identity check in
 * apiRequest, which sends the request again once; a 409 carries the server's localized reason.
 */
export async function signOffMonth({ month, currency, idempotencyKey }: SignOffInput) {
  const answer = await apiRequest<unknown>('/api/admin/reconciliation/sign-off', {
    method: 'POST',
    body: { month, currency },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return signOffSchema.parse(answer);
}

export function useSignOffMonth() {
  return useInvalidatingMutation(signOffMonth, [reconciliationKeys.all]);
}
