import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { ledgerKeys } from './ledger-keys';

/** POST /api/cases/:id/recoveries/:txId/reverse: a correcting entry with its reason (D7). */
export async function reverseRecovery(input: {
  caseId: string;
  txId: string;
  reason: string;
  idempotencyKey: string;
}) {
  await apiRequest<unknown>(
    `/api/cases/${encodeURIComponent(input.caseId)}/recoveries/${encodeURIComponent(input.txId)}/reverse`,
    { method: 'POST', body: { reason: input.reason }, headers: { 'Idempotency-Key': input.idempotencyKey } },
  );
}

export function useReverseRecovery() {
  return useInvalidatingMutation(reverseRecovery, [ledgerKeys.all]);
}
