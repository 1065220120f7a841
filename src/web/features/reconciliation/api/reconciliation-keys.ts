/**
 * Query keys of the monthly reconciliation (issue 19 item 4). Under the ledger's family, so
 * whatever refreshes the ledger's screens (a recovery booked, a payout) refreshes these too.
 */
export const reconciliationKeys = {
  all: ['ledger', 'reconciliation'] as const,
  month: (month: string, currency: string) => [...reconciliationKeys.all, month, currency] as const,
  status: () => [...reconciliationKeys.all, 'status'] as const,
};
