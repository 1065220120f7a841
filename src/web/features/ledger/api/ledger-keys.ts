/**
 * Query keys of the ledger (D7), one family for every screen that shows a case's money: the
 * client's payments tab, the staff case drawer and the funds panel of the client editors.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  case: (caseId: string) => [...ledgerKeys.all, caseId] as const,
};
