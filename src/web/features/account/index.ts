import { loadTexts } from '@web/lib/i18n/texts';

export { accountKeys } from './api/account-keys';
export { useFactors } from './api/get-factors';
export { RecoveryCodesSection } from './components/recovery-codes-section';
export { SessionsSection } from './components/sessions-section';
export { SignInHistorySection } from './components/sign-in-history-section';
export { SignInMethodsSection } from './components/sign-in-methods-section';

loadTexts('account');
