import { ledgerEntrySchema } from '@shared/contracts/ledger';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

export type RecoveryInput = {
  caseId: string;
  amount: string;
  receivedAt: string;
  source: string;
  reference: string;
  /** One key per attempt, reused on retry: a lost answer never records the money twice. */
  idempotencyKey: string;
};

/** POST /api/cases/:id/recoveries: money received; the server splits fee and client share (D7). */
export async function recordRecovery({ caseId, idempotencyKey, ...body }: RecoveryInput) {
  return ledgerEntrySchema.parse(
    await apiRequest<unknown>(`/api/cases/${encodeURIComponent(caseId)}/recoveries`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

export const useRecordRecovery = () => useUsersMutation(recordRecovery);
