import { ledgerEntrySchema } from '@shared/contracts/ledger';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { ledgerKeys } from './ledger-keys';

export type RecoveryInput = {
  caseId: string;
  amount: string;
  receivedAt: string;
  source: string;
  reference: string;
  documentId?: string;
  /** Why the case's recoveries would exceed the amount lost (D26); the server asks for it then. */
  aboveClaimReason?: string;
  /** One key per attempt, reused on retry: a lost answer never records the money twice. */
  idempotencyKey: string;
};

/**
 * POST /api/cases/:id/recoveries: money received, reported (D26). The answer is a
 * `recovery_report` entry that counts toward nothing until another person confirms it.
 */
export async function recordRecovery({ caseId, idempotencyKey, ...body }: RecoveryInput) {
  const answer = await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/recoveries`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return ledgerEntrySchema.parse(answer);
}

export function useRecordRecovery() {
  return useInvalidatingMutation(recordRecovery, [ledgerKeys.all]);
}
