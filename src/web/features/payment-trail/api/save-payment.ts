import type { PaymentInput } from '@shared/contracts/payment-trail';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { trailKeys } from './trail-keys';

export type SavePaymentInput = { caseId: string; entryId?: string | undefined; payment: PaymentInput };

/** POST a new payment, or PUT a correction of an existing one. */
export async function savePayment({ caseId, entryId, payment }: SavePaymentInput): Promise<{ id: string }> {
  const base = `/api/cases/${encodeURIComponent(caseId)}/payment-trail/payments`;
  return entryId
    ? apiRequest(`${base}/${encodeURIComponent(entryId)}`, { method: 'PUT', body: payment })
    : apiRequest(base, { method: 'POST', body: payment });
}

export function useSavePayment(caseId: string) {
  return useInvalidatingMutation(savePayment, [trailKeys.case(caseId), ['indicators']]);
}
