import { proposalDecisionSchema } from '@shared/contracts/approvals';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { approvalKeys } from './approval-keys';

export type ApprovalDecision = 'approve' | 'decline' | 'withdraw';

/**
 * POST …/approve or …/decline (a second admin, step-up) or /api/approvals/:id/withdraw (the
 * proposer). An approval applies the change, so everything it touches is fetched again.
 */
export async function decideApproval({ id, decision }: { id: string; decision: ApprovalDecision }) {
  const url =
    decision === 'withdraw'
      ? `/api/approvals/${encodeURIComponent(id)}/withdraw`
      : `/api/admin/approvals/${encodeURIComponent(id)}/${decision}`;
  return proposalDecisionSchema.parse(await apiRequest<unknown>(url, { method: 'POST' }));
}

// The approved change may be a person or a setting: those screens refetch on the live event too.
export const useDecideApproval = () => useInvalidatingMutation(decideApproval, [approvalKeys.all]);
