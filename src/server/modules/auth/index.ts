// What other modules (and the seed) may use of auth: issuing and retiring one-time tokens, password rules and
// hashing, sending the email-confirmation link, requiring a confirmed address. Sessions and the
// actor are in core/ (every request needs them).
export { sendConfirmationEmail } from './confirmation-links';
export { issueOneTimeToken, retireOneTimeTokens } from './one-time-tokens';
export { assertAcceptablePassword, hashPassword, verifyPassword } from './password';
export { RESET_LINK_TTL_MS, resetPasswordLink } from './password-reset';
export { auditRefusedSignIn } from './refused-sign-in';
export { assertEmailConfirmed } from './require-confirmed-email';
// D27: the other sign-in methods (second factors, passkeys) open and answer sessions the same way.
export {
  openSignInSession,
  pageAfterSignIn,
  type RequestInfo,
  signInResponse,
} from './sign-in-session';
