/**
 * D27 for the demo firm: every demo staff account has an authenticator app set up with this one
 * secret, printed with the demo sign-ins and in the README, so a newcomer can add it to any
 * authenticator app (or run `npm run demo:code`) and finish signing in. Demo only: the seed never
 * runs in production, and a real account always enrols its own secret.
 */
export const DEMO_TOTP_SECRET = 'RECOURSEDEMOAUTHENTICATORSECRET2';
