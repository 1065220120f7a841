import type { Namespace } from '@web/lib/i18n/resources';

export { passkeysQueryOptions, usePasskeys } from './api/get-passkeys';
export { passkeyKeys } from './api/passkey-keys';
export { AddPasskeyButton } from './components/add-passkey-button';
export {
  PasskeyReauthButton,
  PasskeySignInButton,
  PasskeyStepButton,
} from './components/passkey-sign-in-button';
export { PasskeysList } from './components/passkeys-list';

/** The texts of this feature's components, for a screen that shows one to load before it draws. */
export const PASSKEYS_NAMESPACE = 'passkeys' satisfies Namespace;
