/** A period of the client's statement (issue 19 item 5): booking days, either end open. */
export type StatementPeriod = { from?: string; to?: string };

/**
 * Query keys of the ledger (D7), one family for every screen that shows a case's money: the
 * client's payments tab, the staff case drawer and the funds panel of the client editors.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  case: (caseId: string) => [...ledgerKeys.all, caseId] as const,
  /** The client's own statement in one currency (all their cases, withdrawals and payouts). */
  statement: (currency: string, period: StatementPeriod = {}) =>
    [...ledgerKeys.all, 'statement', currency, period.from ?? '', period.to ?? ''] as const,
  /** The admin's list of client balances left untouched (issue 19 item 6). */
  dormant: () => [...ledgerKeys.all, 'dormant-balances'] as const,
  /** D26: the reports awaiting a second person on the caller's cases. */
  awaiting: () => [...ledgerKeys.all, 'awaiting-confirmation'] as const,
};
