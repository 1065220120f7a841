import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { auditLog, sessions, users } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { issueOneTimeToken } from './one-time-tokens';
import { LINK_CHECK_LIMIT, LOGIN_LIMITS } from './service';

// Issue 15 item 2: a burst of parallel attempts must not outrun a limit. On PostgreSQL the
// requests really run at once (the test pool has 20 connections); the assertions are the same
// on PGlite, where the old check-then-record code failed them too.

const t = appPerFile();

let ipCounter = 0;
/** Each test comes from its own address, so one test's per-IP count cannot decide another's. */
const freshIp = () => `10.2.0.${++ipCounter}`;

const statusesOf = (responses: LightMyRequestResponse[]) => {
  const tally: Record<number, number> = {};
  for (const r of responses) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
  return tally;
};

/** Every 429 carries the documented error and a usable Retry-After within the window. */
function expectRetryAfter(responses: LightMyRequestResponse[], windowMs: number) {
  const refused = responses.filter((r) => r.statusCode === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of refused) {
    expect(r.json().error.code).toBe('rate_limited');
    const seconds = Number(r.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  }
}

const loginFailures = async (username: string, reason: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'auth.login.failed'),
          sql`${auditLog.after}->>'username' = ${username}`,
          sql`${auditLog.after}->>'reason' = ${reason}`,
        ),
      )
  )[0]!.n;

const signIn = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('parallel sign-in attempts', () => {
  it('checks at most the per-account limit of 150 parallel wrong passwords; the rest get 429', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => signIn(user.username, `wrong-password-${i}`, ip)),
    );
    const tally = statusesOf(responses);
    expect((tally[401] ?? 0) + (tally[429] ?? 0)).toBe(150);
    expect(tally[401] ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expectRetryAfter(responses, LOGIN_LIMITS.windowMs);
    // What the server actually did: each password check leaves one 'wrong_password' entry.
    expect(await loginFailures(user.username, 'wrong_password')).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(await loginFailures(user.username, 'rate_limited')).toBe(tally[429]);
  });

  it('signs no one in from a burst of 60 with the right password last', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    // The right password strictly after the burst (see the change-password case below).
    const wrong = await Promise.all(
      Array.from({ length: 59 }, (_, i) => signIn(user.username, `wrong-password-${i}`, ip)),
    );
    const responses = [...wrong, await signIn(user.username, user.password!, ip)];
    const tally = statusesOf(responses);
    expect(tally[200]).toBeUndefined();
    expect(tally[401] ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(responses[59]!.statusCode).toBe(429);
    expect(responses.flatMap((r) => r.cookies)).toHaveLength(0);
    const [row] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.n).toBe(0);
  });

  it('checks at most the per-IP limit of parallel attempts on many accounts from one address', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 3 * LOGIN_LIMITS.perIp }, (_, i) =>
        signIn(`nobody-${ip}-${i}`, 'wrong-password', ip),
      ),
    );
    const tally = statusesOf(responses);
    expect(tally[401] ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perIp);
    expect(tally[429]).toBe(3 * LOGIN_LIMITS.perIp - (tally[401] ?? 0));
    expectRetryAfter(responses, LOGIN_LIMITS.windowMs);
  });
});

describe('parallel change-password attempts', () => {
  it('checks at most the limit of current passwords; the right one last changes nothing', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const before = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const attempt = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: cookie! },
        remoteAddress: freshIp(),
        payload: { currentPassword, newPassword: 'Another-Long-Passphrase-77' },
      });
    // 29 wrong guesses at once, then the right one strictly last: sent in the same burst, the
    // pool may run it before the limit is reached, which is not the case this test is about.
    const wrong = await Promise.all(Array.from({ length: 29 }, (_, i) => attempt(`wrong-password-${i}`)));
    const responses = [...wrong, await attempt(user.password!)];
    const tally = statusesOf(responses);
    expect(tally[204]).toBeUndefined();
    expect(tally[400] ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(responses[29]!.statusCode).toBe(429);
    expectRetryAfter(responses, LOGIN_LIMITS.windowMs);
    const after = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(after[0]!.hash).toBe(before[0]!.hash);
  });
});

describe('parallel set-password link checks', () => {
  it('checks at most the per-IP limit of links; the real link last is refused but stays usable', async () => {
    const user = await createUser(t.db, { password: null });
    const token = await issueOneTimeToken(t.db, t.config.sessionSecret, {
      userId: user.id,
      purpose: 'set_password',
    });
    const setPassword = (linkToken: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token: linkToken, password: 'Fresh-Long-Passphrase-42' },
        remoteAddress,
      });
    const ip = freshIp();
    const guesses = await Promise.all(
      Array.from({ length: 29 }, () => setPassword(randomBytes(32).toString('base64url'), ip)),
    );
    const responses = [...guesses, await setPassword(token, ip)];
    const tally = statusesOf(responses);
    expect(tally[204]).toBeUndefined();
    expect(tally[400] ?? 0).toBeLessThanOrEqual(LINK_CHECK_LIMIT.perIp);
    expect(responses[29]!.statusCode).toBe(429);
    expectRetryAfter(responses, LINK_CHECK_LIMIT.windowMs);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.hash).toBeNull();

    // The limit is the address's, not the link's: its owner can still use it from elsewhere.
    expect((await setPassword(token, freshIp())).statusCode).toBe(204);
  });
});
