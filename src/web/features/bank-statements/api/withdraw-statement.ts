import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { STALE_AFTER_DECISION } from './line-decisions';

/**
 * POST /api/admin/bank-statements/:id/withdraw (step-up: api-client asks for the identity check
 * and sends again): the statement counts nowhere any more, and reports its lines confirmed await
 * confirmation again, so the statements, the ledger and the figures are stale alike.
 */
export async function withdrawStatement(input: { statementId: string; reason: string }) {
  await apiRequest<unknown>(`/api/admin/bank-statements/${input.statementId}/withdraw`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export const useWithdrawStatement = () => useInvalidatingMutation(withdrawStatement, STALE_AFTER_DECISION);
