import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appPerFile,
  completeWithTotp,
  loginAs,
  signIn,
  signInWithPassword,
} from '../../../../tests/support/test-app';
import { writeAudit } from '../../core/audit';
import { enrolTotpDirectly } from '../../core/second-factors';
import { auditLog, firmSettings, outboxEmails, passkeys, sessions } from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createUser } from '../../seed/factories';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';

const t = appPerFile();

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, userAgent?: string) =>
  t.app.inject({ method, url, headers: { cookie, ...(userAgent ? { 'user-agent': userAgent } : {}) } });

/** A client who added an authenticator app (and got recovery codes), signed in before it. */
async function clientWithApp() {
  const { user, cookie } = await loginAs(t, 'client');
  await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, newTotpSecret());
  const codes = await replaceRecoveryCodes(t.db, t.config.sessionSecret, user.id);
  return { user, cookie, codes };
}

async function addPasskey(userId: string) {
  await t.db.insert(passkeys).values({
    userId,
    credentialId: `cred-${userId}`,
    publicKey: 'pk',
    name: 'Laptop',
  });
}

async function setClientsMustUseFactor(value: boolean) {
  await t.db
    .insert(firmSettings)
    .values({ key: 'clientsMustUseSecondFactor', value })
    .onConflictDoUpdate({ target: firmSettings.key, set: { value } });
}

describe('GET /api/auth/factors', () => {
  it("shows a client's empty state and a lawyer's authenticator app, and which of them must keep one", async () => {
    const client = await loginAs(t, 'client');
    const lawyer = await loginAs(t, 'lawyer');
    expect((await call(client.cookie, 'GET', '/api/auth/factors')).json()).toEqual({
      totp: { enrolled: false, confirmedAt: null },
      passkeys: 0,
      recoveryCodesLeft: 0,
      required: false,
    });
    const staff = (await call(lawyer.cookie, 'GET', '/api/auth/factors')).json();
    expect(staff).toMatchObject({ totp: { enrolled: true }, passkeys: 0, required: true });
    expect(Date.parse(staff.totp.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts passkeys and unused recovery codes, and says required for clients once the firm asks', async () => {
    const { user, cookie, codes } = await clientWithApp();
    await addPasskey(user.id);
    await spendRecoveryCode(t.db, t.config.sessionSecret, user.id, codes[0]!);
    await setClientsMustUseFactor(true);
    try {
      expect((await call(cookie, 'GET', '/api/auth/factors')).json()).toMatchObject({
        totp: { enrolled: true },
        passkeys: 1,
        recoveryCodesLeft: 9,
        required: true,
      });
    } finally {
      await setClientsMustUseFactor(false);
    }
  });

  it('is closed to a partial session (password only) and to visitors', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    await enrolTotpDirectly(t.db, t.config.sessionSecret, lawyer.id, newTotpSecret());
    const partial = await signInWithPassword(t.app, lawyer.username, lawyer.password!);
    const answer = await call(partial.cookie!, 'GET', '/api/auth/factors');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('second_factor_required');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/factors' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/totp', () => {
  it("refuses a lawyer's last factor (409) and keeps it; with a passkey it goes, recovery codes stay", async () => {
    const { user, cookie } = await loginAs(t, 'lawyer');
    const refused = await call(cookie, 'DELETE', '/api/auth/totp');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict');
    expect(refused.json().error.message).toMatch(/at least one second factor/);
    expect((await call(cookie, 'GET', '/api/auth/factors')).json().totp.enrolled).toBe(true);

    await replaceRecoveryCodes(t.db, t.config.sessionSecret, user.id);
    await addPasskey(user.id);
    expect((await call(cookie, 'DELETE', '/api/auth/totp')).statusCode).toBe(204);
    expect((await call(cookie, 'GET', '/api/auth/factors')).json()).toMatchObject({
      totp: { enrolled: false },
      passkeys: 1,
      recoveryCodesLeft: 10,
    });
  });

  it("removes a client's app with its recovery codes, audits it and emails a notice", async () => {
    const { user, cookie } = await clientWithApp();
    expect((await call(cookie, 'DELETE', '/api/auth/totp')).statusCode).toBe(204);
    expect((await call(cookie, 'GET', '/api/auth/factors')).json()).toMatchObject({
      totp: { enrolled: false },
      recoveryCodesLeft: 0,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.totp.removed'), eq(auditLog.entityId, user.id)));
    expect(audit).toHaveLength(1);
    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(mail.map((m) => m.template)).toEqual(['security_factor_removed']);

    const again = await call(cookie, 'DELETE', '/api/auth/totp');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/no such second factor/);
  });

  it("refuses a client's last factor when the firm requires one for clients", async () => {
    const { cookie } = await clientWithApp();
    await setClientsMustUseFactor(true);
    try {
      expect((await call(cookie, 'DELETE', '/api/auth/totp')).statusCode).toBe(409);
    } finally {
      await setClientsMustUseFactor(false);
    }
    expect((await call(cookie, 'GET', '/api/auth/factors')).json().totp.enrolled).toBe(true);
  });

  it('asks for the password again when the last check is older than the re-check window', async () => {
    const { user, cookie } = await clientWithApp();
    await t.db
      .update(sessions)
      .set({ verifiedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    // Written behind the app's back, so no instance was told: forget what this one cached (D122).
    t.app.sessionCache.clear();
    const answer = await call(cookie, 'DELETE', '/api/auth/totp');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('reauthentication_required');
    expect((await call(cookie, 'GET', '/api/auth/factors')).json().totp.enrolled).toBe(true);
  });
});

describe('POST /api/auth/recovery-codes', () => {
  it('answers ten new codes; the earlier ones no longer work and the new ones do, once', async () => {
    const { user, cookie } = await loginAs(t, 'manager');
    const old = await replaceRecoveryCodes(t.db, t.config.sessionSecret, user.id);
    const answer = await call(cookie, 'POST', '/api/auth/recovery-codes');
    expect(answer.statusCode).toBe(200);
    const fresh = answer.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.some((c) => old.includes(c))).toBe(false);
    expect(await spendRecoveryCode(t.db, t.config.sessionSecret, user.id, old[0]!)).toBe(false);
    expect(await spendRecoveryCode(t.db, t.config.sessionSecret, user.id, fresh[0]!)).toBe(true);
    expect(await spendRecoveryCode(t.db, t.config.sessionSecret, user.id, fresh[0]!)).toBe(false);
    expect((await call(cookie, 'GET', '/api/auth/factors')).json().recoveryCodesLeft).toBe(9);
  });

  it('refuses someone without a second factor (409) and creates no codes', async () => {
    const { cookie } = await loginAs(t, 'client');
    const answer = await call(cookie, 'POST', '/api/auth/recovery-codes');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toMatch(/authenticator app or a passkey first/);
    expect((await call(cookie, 'GET', '/api/auth/factors')).json().recoveryCodesLeft).toBe(0);
  });
});

describe('GET /api/auth/sign-in-history', () => {
  const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

  it("shows a client's refused and accepted password sign-ins, newest first, with browser and address", async () => {
    const client = await createUser(t.db, { role: 'client' });
    const other = await createUser(t.db, { role: 'client' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': FIREFOX },
      payload: { username: client.username, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    await signIn(t.app, other.username, other.password!);
    const { cookie } = await signIn(t.app, client.username, client.password!);
    const events = (await call(cookie!, 'GET', '/api/auth/sign-in-history')).json().events;
    expect(events).toEqual([
      expect.objectContaining({ outcome: 'signed_in', method: 'password', ip: '127.0.0.1' }),
      expect.objectContaining({
        outcome: 'refused',
        method: 'password',
        ip: '127.0.0.1',
        userAgent: FIREFOX,
      }),
    ]);
    expect(Date.parse(events[0].at)).toBeGreaterThanOrEqual(Date.parse(events[1].at));
  });

  it("shows a lawyer's two steps: the password, then the authenticator app, and a wrong code", async () => {
    const { user } = await loginAs(t, 'lawyer');
    const partial = await signInWithPassword(t.app, user.username, user.password!);
    const wrongCode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      headers: { cookie: partial.cookie!, 'user-agent': FIREFOX },
      payload: { code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(401);
    const cookie = await completeWithTotp(t.app, partial.cookie!, user.totpSecret!);
    const events = (await call(cookie, 'GET', '/api/auth/sign-in-history')).json().events;
    expect(events.map((e: { outcome: string; method: string }) => [e.outcome, e.method])).toEqual([
      ['signed_in', 'authenticator'],
      ['refused', 'authenticator'],
      ['first_step', 'password'],
      // loginAs signed in the same way once before.
      ['signed_in', 'authenticator'],
      ['first_step', 'password'],
    ]);
    expect(events[1].userAgent).toBe(FIREFOX);
  });

  it('keeps to the last 50 of your own attempts and never shows anyone else’s', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    const other = await createUser(t.db, { role: 'client' });
    const refuse = (entityId: string) =>
      writeAudit(
        t.db,
        { actorId: null, actorRole: null, ip: '203.0.113.9', requestId: null },
        { action: 'auth.login.failed', entity: 'user', entityId, after: { portal: 'standard' } },
      );
    for (let i = 0; i < 55; i++) await refuse(user.id);
    await refuse(other.id);
    const events = (await call(cookie, 'GET', '/api/auth/sign-in-history')).json().events;
    expect(events).toHaveLength(50);
    // Every one is a refusal of this account: its own sign-in (older than them) fell off the end.
    expect(
      events.every((e: { outcome: string; ip: string }) => e.outcome === 'refused' && e.ip === '203.0.113.9'),
    ).toBe(true);
    const ids = events.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const otherIds = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entityId, other.id));
    expect(ids).not.toContain(otherIds[0]!.id);
  });
});

describe('POST /api/auth/sessions/sign-out-others', () => {
  it('ends every other session of yours, keeps this one, and leaves other people signed in', async () => {
    const client = await createUser(t.db, { role: 'client' });
    const bystander = await loginAs(t, 'client');
    const first = (await signIn(t.app, client.username, client.password!)).cookie!;
    const second = (await signIn(t.app, client.username, client.password!)).cookie!;
    const third = (await signIn(t.app, client.username, client.password!)).cookie!;
    const answer = await call(third, 'POST', '/api/auth/sessions/sign-out-others');
    expect(answer.json()).toEqual({ signedOut: 2 });
    for (const ended of [first, second])
      expect((await call(ended, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(third, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(bystander.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const listed = (await call(third, 'GET', '/api/auth/sessions')).json().sessions;
    expect(listed).toEqual([expect.objectContaining({ current: true })]);
    expect((await call(third, 'POST', '/api/auth/sessions/sign-out-others')).json()).toEqual({
      signedOut: 0,
    });
  });
});
