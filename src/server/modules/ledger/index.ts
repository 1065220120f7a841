// What other modules (and the seed) may use of the ledger: balances and totals read from the
// postings (and as SQL for lists of people and cases), the notices of money moving, reporting and confirming a recovery (the demo seed), and
// confirming a report from a matched bank statement line and reopening it when that statement is
// withdrawn (bank-statements).
export { announceWithdrawalsChanged, noticeWithdrawalRequested, noticeWithdrawalStep } from './money-notices';
export { caseTotals, clientBalances } from './queries';
export { type Reopened, reopenBankConfirmation } from './reopen';
export { confirmRecovery, confirmReportFromBank, reportRecovery } from './reports';
export { clientAvailableCentsOf, clientMoneyOf, lawyerMoneyOf } from './sums';
