import { loadTexts } from '@web/lib/i18n/texts';

export { useWithdrawals } from './api/get-withdrawals';
export { withdrawalKeys } from './api/withdrawal-keys';
export { NeverPayNotice } from './components/never-pay-notice';
export { PayoutMethodList } from './components/payout-method-list';
export { PendingWithdrawals } from './components/pending-withdrawals';
export { WithdrawDialog } from './components/withdraw-dialog';
export { WithdrawalList } from './components/withdrawal-list';
export { customLabel } from './lib/method-name';

loadTexts('withdrawals');
