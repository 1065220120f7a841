import { withdrawalSchema } from '@shared/contracts/withdrawals';
import { insightsKeys } from '@web/features/insights';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { systemStatusKey } from '@web/lib/system-status';
import { withdrawalKeys } from './withdrawal-keys';

/** The admin's steps of the withdrawal lifecycle (D12); the server refuses any out of order (409). */
export type WithdrawalDecision =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; reason: string }
  | { id: string; action: 'mark-paid'; reference: string };

/** POST /api/admin/withdrawals/:id/{approve,reject,mark-paid}. */
export async function decideWithdrawal(decision: WithdrawalDecision) {
  const body =
    decision.action === 'reject'
      ? { reason: decision.reason.trim() }
      : decision.action === 'mark-paid'
        ? { reference: decision.reference.trim() }
        : undefined;
  return withdrawalSchema.parse(
    await apiRequest<unknown>(
      `/api/admin/withdrawals/${encodeURIComponent(decision.id)}/${decision.action}`,
      { method: 'POST', body },
    ),
  );
}

// The queue and the pending figure show the decision (the activity list follows every mutation,
// see audit); the email it queues to the client shows in the health measurements (outbox backlog).
export const useDecideWithdrawal = () =>
  useInvalidatingMutation(decideWithdrawal, [withdrawalKeys.all, insightsKeys.stats(), systemStatusKey]);
