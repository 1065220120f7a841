import type { WithdrawReviewRequest } from '@shared/contracts/indicators';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { indicatorKeys } from './indicator-keys';

export type ReviewTarget = { caseId: string; indicatorId: string };

const reviewUrl = ({ caseId, indicatorId }: ReviewTarget) =>
  `/api/cases/${encodeURIComponent(caseId)}/indicators/${encodeURIComponent(indicatorId)}/review`;

/** POST …/review: "Reviewed on this case" (D38); what counts toward the public check. */
export async function reviewOnCase(target: ReviewTarget): Promise<void> {
  await apiRequest(reviewUrl(target), { method: 'POST' });
}

/** POST …/review/withdraw: the review stops counting; the reason is kept with it. */
export async function withdrawReview(target: ReviewTarget & { body: WithdrawReviewRequest }): Promise<void> {
  await apiRequest(`${reviewUrl(target)}/withdraw`, { method: 'POST', body: target.body });
}

export function useReviewOnCase() {
  return useInvalidatingMutation(reviewOnCase, [indicatorKeys.all]);
}

export function useWithdrawReview() {
  return useInvalidatingMutation(withdrawReview, [indicatorKeys.all]);
}
