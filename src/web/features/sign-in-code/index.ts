import { loadTexts } from '@web/lib/i18n/texts';

export { EmailCodeSignIn } from './components/email-code-sign-in';

loadTexts('signInCode');
