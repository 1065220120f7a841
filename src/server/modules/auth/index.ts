// What other modules (and the seed) may use of auth: issuing one-time tokens, password rules and
// hashing, sending the email-confirmation link, requiring a confirmed address. Sessions and the
// actor are in core/ (every request needs them).
export { sendConfirmationEmail } from './confirmation-links';
export { issueOneTimeToken } from './one-time-tokens';
export { assertAcceptablePassword, hashPassword } from './password';
export { assertEmailConfirmed } from './require-confirmed-email';
