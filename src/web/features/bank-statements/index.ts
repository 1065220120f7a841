import { loadTexts } from '@web/lib/i18n/texts';

export { TrustAccountStatements } from './components/trust-account-statements';

loadTexts('bankStatements');
