// What other modules (and the seed) may use of the ledger: balances and totals read from the
// postings, the notices of money moving, and reporting and confirming a recovery (the demo seed).
export { announceWithdrawalsChanged, noticeWithdrawalRequested, noticeWithdrawalStep } from './money-notices';
export { caseTotals, clientBalances } from './queries';
export { confirmRecovery, reportRecovery } from './reports';
