import type { IndicatorStatusRequest } from '@shared/contracts/indicators';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { indicatorKeys } from './indicator-keys';

export type SetIndicatorStatusInput = { indicatorId: string; body: IndicatorStatusRequest };

/** PUT /api/indicators/:id/status: confirmed scam, false match or unreviewed, with a reason. */
export async function setIndicatorStatus({ indicatorId, body }: SetIndicatorStatusInput): Promise<void> {
  await apiRequest(`/api/indicators/${encodeURIComponent(indicatorId)}/status`, { method: 'PUT', body });
}

export function useSetIndicatorStatus() {
  return useInvalidatingMutation(setIndicatorStatus, [indicatorKeys.all, ['payment-trail']]);
}
