import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs, sessionCookieOf, signIn } from '../../../../tests/support/test-app';
import { auditLog, oneTimeTokens, outboxEmails, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { createUser } from '../../seed/factories';
import { RESET_REQUEST_LIMITS } from './password-reset';

/** "Forgot your password?" (issue 17 item 4): POST /api/auth/forgot-password and /reset-password. */
const t = appPerFile({ PUBLIC_URL: 'https://portal.firm.test' });
let ipCounter = 0;

/** Each test asks from its own address, so the per-IP allowance of one does not limit another. */
const freshIp = () => `10.77.0.${++ipCounter}`;
const forgot = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });
const reset = (token: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: freshIp(),
    headers: cookie ? { cookie } : {},
    payload: { token, password },
  });

/** The link as the recipient receives it: the outbox worker opens the sealed body the same way. */
async function deliveredToken(userId: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.template, 'password_reset')))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  expect(row!.textBody).toContain('https://portal.firm.test/reset-password?token=••••••');
  const body = t.app.deps.mail.sealer.open(row!.sealedBody!);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  return token!;
}

describe('forgot your password', () => {
  it('answers an unknown address exactly as a known one, and sends nothing for it', async () => {
    const user = await createUser(t.db, { role: 'client', email: 'known.person@example.test' });
    const known = await forgot('Known.Person@example.test');
    const unknown = await forgot('nobody.here@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'password_reset'));
    expect(mails.filter((m) => m.userId === user.id)).toHaveLength(1);
    expect(mails.some((m) => m.toEmail === 'nobody.here@example.test')).toBe(false);
  });

  it('stores only a hash of the token, valid one hour', async () => {
    const user = await createUser(t.db, { role: 'client' });
    await forgot(user.email);
    const token = await deliveredToken(user.id);
    const rows = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toBe(hashToken(t.config.sessionSecret, token));
    const lifeMs = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifeMs - 3_600_000)).toBeLessThan(5_000);
  });

  it('signs the person in with the new password, retires their other links, and works only once', async () => {
    const user = await createUser(t.db, { role: 'client' });
    const old = await signIn(t.app, user.username, user.password!);
    await forgot(user.email);
    const first = await deliveredToken(user.id);
    await forgot(user.email);
    const second = await deliveredToken(user.id);
    expect(second).not.toBe(first);

    const used = await reset(second, 'Brand-New-Secret-41');
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({
      user: { id: user.id, role: 'client' },
      redirectTo: '/client-dashboard',
    });
    const cookie = sessionCookieOf(used);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookie! } });
    expect(me.json().user.id).toBe(user.id);
    // The session from before the reset has ended; the new password signs in, the old does not.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: old.cookie! } })).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, user.username, 'Brand-New-Secret-41')).response.statusCode).toBe(200);
    expect((await signIn(t.app, user.username, user.password!)).response.statusCode).toBe(401);

    for (const token of [second, first]) {
      const again = await reset(token, 'Another-New-Secret-42');
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('invalid_token');
    }
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, user.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.password.reset_requested', 'auth.password.reset']),
    );
  });

  it('refuses a link older than an hour', async () => {
    const user = await createUser(t.db, { role: 'lawyer' });
    await forgot(user.email);
    const token = await deliveredToken(user.id);
    // An hour and a minute later, as the database sees it.
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(t.config.sessionSecret, token)));
    const late = await reset(token, 'Too-Late-Secret-43');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('invalid_token');
    expect((await signIn(t.app, user.username, user.password!)).response.statusCode).toBe(200);
  });

  it('sends nothing to a banned account, with the same answer', async () => {
    const user = await createUser(t.db, { role: 'client', status: 'banned' });
    expect((await forgot(user.email)).statusCode).toBe(202);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(mails).toHaveLength(0);
  });

  it('limits requests per address like sign-in, whether or not the address is an account', async () => {
    for (const email of ['limit.known@example.test', 'limit.unknown@example.test']) {
      if (email.startsWith('limit.known')) await createUser(t.db, { role: 'client', email });
      for (let i = 0; i < RESET_REQUEST_LIMITS.perAddress; i++)
        expect((await forgot(email)).statusCode).toBe(202);
      const limited = await forgot(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits requests per IP address', async () => {
    const ip = '10.78.0.1';
    for (let i = 0; i < RESET_REQUEST_LIMITS.perIp; i++) {
      expect((await forgot(`ip.${i}@example.test`, ip)).statusCode).toBe(202);
    }
    expect((await forgot('ip.last@example.test', ip)).statusCode).toBe(429);
  });

  it("lets an admin reset their own password, but not point another admin's address elsewhere (D31)", async () => {
    const admin = await loginAs(t, 'admin');
    const other = await createUser(t.db, { role: 'admin' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${other.id}`,
      headers: { cookie: admin.cookie },
      payload: { email: 'attacker.mailbox@example.test' },
    });
    expect(moved.statusCode).toBe(403);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, other.id));
    expect(row!.email).toBe(other.email);

    await forgot(other.email);
    const token = await deliveredToken(other.id);
    const used = await reset(token, 'Admin-Own-Secret-44');
    expect(used.statusCode).toBe(200);
    // D27: the link proves the mailbox only; an admin without a factor adds one next.
    expect(used.json().redirectTo).toBe('/sign-in/enrol');
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(live).toHaveLength(1);
  });
});
