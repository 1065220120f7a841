import { proposalListSchema } from '@shared/contracts/approvals';
import { useQuery } from '@tanstack/react-query';
import { getParsed, useRefetchOnLive } from '@web/lib/api-query';
import { approvalKeys } from './approval-keys';

/** GET /api/admin/approvals: the changes to controls waiting for a second admin (D37). */
export const getPendingApprovals = () => getParsed('/api/admin/approvals', proposalListSchema);

export function usePendingApprovals() {
  useRefetchOnLive(['approvals'], approvalKeys.pending());
  return useQuery({ queryKey: approvalKeys.pending(), queryFn: getPendingApprovals });
}
