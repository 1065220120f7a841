import { loadTexts } from '@web/lib/i18n/texts';

export { authKeys } from './api/auth-keys';
export { emailConfirmationQueryOptions, useEmailConfirmation } from './api/get-email-confirmation';
export { type CurrentUser, meQueryOptions } from './api/get-me';
export { useRequestPasswordLink, useResetPassword } from './api/password-reset';
export { useSaveLanguageToAccount } from './api/update-language';
export { ConfirmEmailBanner } from './components/confirm-email-banner';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { LogoutButton } from './components/logout-button';
export { NewPasswordForm } from './components/new-password-form';
export { SetPasswordDialog } from './components/set-password-dialog';
export {
  forgotPasswordPath,
  SIGN_IN_PAGES,
  type SignInAudience,
  signInAudienceOf,
} from './lib/sign-in-pages';

loadTexts('auth');
