export { authKeys } from './api/auth-keys';
export { emailConfirmationQueryOptions, useEmailConfirmation } from './api/get-email-confirmation';
export { type CurrentUser, meQueryOptions } from './api/get-me';
export { useSaveLanguageToAccount } from './api/update-language';
export { ConfirmEmailBanner } from './components/confirm-email-banner';
export { LoginForm } from './components/login-form';
export { LogoutButton } from './components/logout-button';
export { NewPasswordForm } from './components/new-password-form';
export { SetPasswordDialog } from './components/set-password-dialog';
