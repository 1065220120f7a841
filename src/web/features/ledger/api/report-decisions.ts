import { ledgerEntrySchema } from '@shared/contracts/ledger';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { ledgerKeys } from './ledger-keys';

type ReportInput = { caseId: string; txId: string; idempotencyKey: string };

const reportPath = ({ caseId, txId }: ReportInput, action: 'confirm' | 'retract' | 'reject') =>
  `/api/cases/${encodeURIComponent(caseId)}/recoveries/${encodeURIComponent(txId)}/${action}`;

/**
 * POST /api/cases/:id/recoveries/:txId/confirm (D26): a second person books a reported recovery;
 * the answer is the `recovery` entry with the fee and the client's share.
 */
export async function confirmReport(input: ReportInput) {
  const answer = await apiRequest<unknown>(reportPath(input, 'confirm'), {
    method: 'POST',
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
  return ledgerEntrySchema.parse(answer);
}

/** POST /api/cases/:id/recoveries/:txId/retract: the reporter withdraws their own report. */
export async function retractReport(input: ReportInput) {
  await apiRequest<unknown>(reportPath(input, 'retract'), {
    method: 'POST',
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

/** POST /api/cases/:id/recoveries/:txId/reject: the confirmer turns a report down, with a reason. */
export async function rejectReport(input: ReportInput & { reason: string }) {
  await apiRequest<unknown>(reportPath(input, 'reject'), {
    method: 'POST',
    body: { reason: input.reason },
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useConfirmReport() {
  return useInvalidatingMutation(confirmReport, [ledgerKeys.all]);
}

export function useRetractReport() {
  return useInvalidatingMutation(retractReport, [ledgerKeys.all]);
}

export function useRejectReport() {
  return useInvalidatingMutation(rejectReport, [ledgerKeys.all]);
}
