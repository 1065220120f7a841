/** Query keys of the payment trail: one per case; every change to a case's trail invalidates it. */
export const trailKeys = {
  all: ['payment-trail'] as const,
  case: (caseId: string) => [...trailKeys.all, caseId] as const,
};
