import { loadTexts } from '@web/lib/i18n/texts';

export { passkeysQueryOptions, usePasskeys } from './api/get-passkeys';
export { passkeyKeys } from './api/passkey-keys';
export { AddPasskeyButton } from './components/add-passkey-button';
export {
  PasskeyReauthButton,
  PasskeySignInButton,
  PasskeyStepButton,
} from './components/passkey-sign-in-button';
export { PasskeysList } from './components/passkeys-list';

// The identity check over every screen shows a passkey button, so this index is in the app's main
// chunk and these texts load with it: one small request beside the first route's code.
loadTexts('passkeys');
