import type { CaseDeadline, CloseDeadlineRequest } from '@shared/contracts/deadlines';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { deadlineKeys } from './deadline-keys';

export type CloseDeadlineInput = {
  caseId: string;
  paymentId: string;
  ruleId: string;
  body: CloseDeadlineRequest;
};

/** POST …/deadlines/:paymentId/:ruleId/close: met or waived, with the reason (timeline and audit). */
export function closeDeadline({
  caseId,
  paymentId,
  ruleId,
  body,
}: CloseDeadlineInput): Promise<CaseDeadline> {
  const path = [caseId, 'deadlines', paymentId, ruleId, 'close'].map(encodeURIComponent).join('/');
  return apiRequest(`/api/cases/${path}`, { method: 'POST', body });
}

export function useCloseDeadline(caseId: string) {
  return useInvalidatingMutation(closeDeadline, [deadlineKeys.case(caseId)]);
}
