/** Query keys of the payments tab; every mutation here invalidates `all`, as money moves together. */
export const paymentsKeys = {
  all: ['payments'] as const,
  ledger: (caseId: string) => [...paymentsKeys.all, 'ledger', caseId] as const,
  caseDetail: (caseId: string) => [...paymentsKeys.all, 'case', caseId] as const,
  withdrawals: () => [...paymentsKeys.all, 'withdrawals'] as const,
  payoutMethods: () => [...paymentsKeys.all, 'payout-methods'] as const,
};
