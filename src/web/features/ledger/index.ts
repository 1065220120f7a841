import { loadTexts } from '@web/lib/i18n/texts';

export { useCaseLedger } from './api/get-case-ledger';
export { type ClientStatement, clientStatementQueryOptions } from './api/get-client-statement';
export { ledgerKeys, type StatementPeriod } from './api/ledger-keys';
export { AwaitingQueue } from './components/awaiting-queue';
export { BalanceSummary } from './components/balance-summary';
export { CaseFunds } from './components/case-funds';
export { CaseLedger } from './components/case-ledger';
export { DormantBalances } from './components/dormant-balances';
export { FeeStatement } from './components/fee-statement';
export { StatementEntries } from './components/statement-entries';
export { StatementMovements } from './components/statement-movements';
export { buildAccountingCsv } from './lib/accounting-csv';
export { feeRates } from './lib/money';

loadTexts('ledger');
