/**
 * Query keys of the ledger (D7), one family for every screen that shows a case's money: the
 * client's payments tab, the staff case drawer and the funds panel of the client editors.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  case: (caseId: string) => [...ledgerKeys.all, caseId] as const,
  /** The client's own statement in one currency (all their cases, withdrawals and payouts). */
  statement: (currency: string) => [...ledgerKeys.all, 'statement', currency] as const,
  /** The admin's list of client balances left untouched (issue 19 item 6). */
  dormant: () => [...ledgerKeys.all, 'dormant-balances'] as const,
};
