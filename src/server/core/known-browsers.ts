import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { knownBrowsers } from '../db/schema';
import { generateToken, hashToken } from '../lib/tokens';
import type { Mail } from './emails';
import { sendSecurityNotice } from './security-notices';

/**
 * Issue 18 item 6: "a sign-in from a browser not seen before". Each browser gets a long-lived
 * random id in its own cookie at sign-in; the server keeps only its HMAC per person
 * (known_browsers), so a copy of the database cannot be used to pose as a known browser.
 */
const BROWSER_COOKIE_DAYS = 365;
/** generateToken() gives 43 base64url characters; anything else is not an id of ours. */
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/** Only whether the site runs on https (config.ts satisfies it); not SessionCookieConfig: no cycle. */
type CookieConfig = { isHttps: boolean };

export function browserCookieName(config: CookieConfig): string {
  // Same naming as the session cookie: __Host- pins it to this origin over https.
  return config.isHttps ? '__Host-recourse_browser' : 'recourse_browser';
}

/**
 * The id this browser carries, or a new one when it has none (or a malformed one). Call it once
 * per sign-in request, pass the id to the sign-in, and give the same id to setBrowserCookie.
 */
export function browserIdOf(request: FastifyRequest, config: CookieConfig): string {
  const carried = request.cookies[browserCookieName(config)];
  return carried && BROWSER_ID.test(carried) ? carried : generateToken();
}

/** Sets (or renews for another year) the browser id cookie; after a sign-in step succeeded. */
export function setBrowserCookie(reply: FastifyReply, config: CookieConfig, browserId: string): void {
  reply.setCookie(browserCookieName(config), browserId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    path: '/',
    maxAge: BROWSER_COOKIE_DAYS * 24 * 3600,
  });
}

export type SignInBrowser = {
  userId: string;
  /** From browserIdOf; null when the route does not handle the cookie: then nothing is noted. */
  browserId?: string | null;
  ip: string | null;
  userAgent: string | null;
};

/**
 * Records that a sign-in completed (session stage 'complete') in this browser, and sends the
 * new_sign_in notice when the person has signed in before but never from this browser. Call it
 * inside the sign-in's transaction. The person's very first sign-in (no known browser at all)
 * sends nothing: there is no earlier browser to compare with, so nothing to warn about, and an
 * email on every first sign-in would teach people to ignore these notices. The same holds for
 * accounts that signed in before this feature existed: their next sign-in is their "first".
 */
export async function noteSignInBrowser(
  db: Db,
  settings: { secret: string; mail: Mail },
  signIn: SignInBrowser,
): Promise<void> {
  if (!signIn.browserId) return;
  const browserHash = hashToken(settings.secret, signIn.browserId);
  const [seenBefore] = await db
    .select({ any: sql<number>`1` })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, signIn.userId))
    .limit(1);
  const inserted = await db
    .insert(knownBrowsers)
    .values({ userId: signIn.userId, browserHash })
    .onConflictDoNothing()
    .returning({ userId: knownBrowsers.userId });
  if (inserted.length === 0) {
    await db
      .update(knownBrowsers)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(knownBrowsers.userId, signIn.userId), eq(knownBrowsers.browserHash, browserHash)));
    return;
  }
  if (!seenBefore) return;
  await sendSecurityNotice(db, settings.mail, signIn.userId, 'new_sign_in', {
    ip: signIn.ip,
    userAgent: signIn.userAgent,
  });
}
