import { type PaymentTrail, paymentTrailSchema } from '@shared/contracts/payment-trail';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getParsed } from '@web/lib/api-query';
import { affects, useLiveEvent } from '@web/lib/live-events';
import { trailKeys } from './trail-keys';

export type { PaymentTrail };

/** GET /api/cases/:id/payment-trail: the case's payments to the scheme and its contact points. */
export const getPaymentTrail = (caseId: string) =>
  getParsed(`/api/cases/${encodeURIComponent(caseId)}/payment-trail`, paymentTrailSchema);

export const paymentTrailQueryOptions = (caseId: string) =>
  queryOptions({ queryKey: trailKeys.case(caseId), queryFn: () => getPaymentTrail(caseId) });

/** The trail, refetched when the client or the lawyer changes it on another screen. */
export function usePaymentTrail(caseId: string) {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    if (affects(event, 'payment-trail', caseId)) {
      void queryClient.invalidateQueries({ queryKey: trailKeys.case(caseId) });
    }
  });
  return useQuery(paymentTrailQueryOptions(caseId));
}
