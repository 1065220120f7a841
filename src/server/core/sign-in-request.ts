import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AuditContext, auditContextOf } from './audit';
import { browserIdOf, setBrowserCookie } from './known-browsers';
import { setSessionCookie } from './session-cookie';

/** What every way of signing in records of its request (audit row, session, new-browser notice). */
export type SignInRequest = AuditContext & { userAgent: string | null; browserId: string };

type CookieConfig = { isHttps: boolean };

/**
 * The request as a sign-in step sees it, with this browser's id (known-browsers.ts): read once
 * per request, so the id the notice is judged by is the one the cookie then carries.
 */
export const signInRequestOf = (request: FastifyRequest, config: CookieConfig): SignInRequest => ({
  ...auditContextOf(request),
  userAgent: request.headers['user-agent'] ?? null,
  browserId: browserIdOf(request, config),
});

/**
 * After a sign-in step succeeded: the new session's cookie, and the browser id renewed. Every
 * route that opens a session uses this, so no way of signing in forgets the browser (issue 18
 * item 6: a passkey or an emailed code from a new browser is noticed like a password).
 */
export function setSignedInCookies(
  reply: FastifyReply,
  config: CookieConfig,
  session: { token: string; expiresAt: Date },
  signIn: Pick<SignInRequest, 'browserId'>,
): void {
  setSessionCookie(reply, config, session.token, session.expiresAt);
  setBrowserCookie(reply, config, signIn.browserId);
}
