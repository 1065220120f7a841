export { passkeysQueryOptions, usePasskeys } from './api/get-passkeys';
export { passkeyKeys } from './api/passkey-keys';
export { AddPasskeyButton } from './components/add-passkey-button';
export {
  PasskeyReauthButton,
  PasskeySignInButton,
  PasskeyStepButton,
} from './components/passkey-sign-in-button';
export { PasskeysList } from './components/passkeys-list';
