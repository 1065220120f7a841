import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs, sessionCookieOf } from '../../../../tests/support/test-app';
import { enrolTotpDirectly } from '../../core/second-factors';
import { auditLog, outboxEmails, rateLimitBuckets, signInCodes } from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createUser } from '../../seed/factories';
import { CODE_CHECK_LIMITS, CODE_REQUEST_LIMITS, SIGN_IN_CODE_MAX_ATTEMPTS } from './sign-in-code';

/** Issue 18 item 4: POST /api/auth/sign-in-code and /api/auth/sign-in-code/verify. */
const t = appPerFile();
let ipCounter = 0;

/** Each test asks from its own address, so the per-IP allowance of one does not limit another. */
const freshIp = () => `10.88.0.${++ipCounter}`;
const askForCode = (email: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in-code', remoteAddress, payload: { email } });
const verify = (email: string, code: string, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-code/verify',
    remoteAddress,
    payload: { email, code },
  });

const codeEmails = (userId: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.template, 'sign_in_code')))
    .orderBy(desc(outboxEmails.createdAt));

/** The code as the recipient receives it: the outbox worker opens the sealed body the same way. */
async function deliveredCode(userId: string): Promise<string> {
  const [latest] = await codeEmails(userId);
  const code = /^(\d{6})$/m.exec(t.app.deps.mail.sealer.open(latest!.sealedBody!))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

const codeRows = (userId: string) => t.db.select().from(signInCodes).where(eq(signInCodes.userId, userId));

describe('asking for a sign-in code', () => {
  it('answers unknown, staff and client addresses alike, and emails only the client', async () => {
    const client = await createUser(t.db, { role: 'client' });
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    const answers = await Promise.all([
      askForCode(client.email.toUpperCase()),
      askForCode(lawyer.email),
      askForCode('nobody.at.all@example.test'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
      expect(Object.keys(answer.headers).sort()).toEqual(Object.keys(answers[0]!.headers).sort());
    }
    expect(await codeEmails(client.id)).toHaveLength(1);
    expect(await codeEmails(lawyer.id)).toHaveLength(0);
    const all = await t.db.select().from(outboxEmails).where(eq(outboxEmails.template, 'sign_in_code'));
    expect(all.some((m) => m.toEmail === 'nobody.at.all@example.test')).toBe(false);
    expect(await codeRows(lawyer.id)).toHaveLength(0);
  });

  it('shows admins the outbox email with the code masked, while the delivered email carries it', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);
    const [stored] = await codeEmails(client.id);
    expect(stored!.textBody).toContain('••••••');
    expect(`${stored!.subject}\n${stored!.textBody}`).not.toContain(code);
    expect(await codeRows(client.id).then((rows) => JSON.stringify(rows))).not.toContain(code);

    const admin = await loginAs(t, 'admin');
    const outbox = await t.app.inject({
      url: `/api/admin/outbox?q=${encodeURIComponent(client.email)}`,
      headers: { cookie: admin.cookie },
    });
    expect(outbox.statusCode).toBe(200);
    const [shown] = outbox.json().emails as { textBody: string; subject: string }[];
    expect(shown!.textBody).toContain('••••••');
    expect(`${shown!.subject}\n${shown!.textBody}`).not.toContain(code);
  });

  it('refuses the fourth code for one address within the window with 429 and Retry-After, known or not', async () => {
    const client = await createUser(t.db, { role: 'client' });
    for (const email of [client.email, 'unknown.flooded@example.test']) {
      for (let i = 0; i < CODE_REQUEST_LIMITS.perAddress; i++) {
        expect((await askForCode(email)).statusCode).toBe(202);
      }
      const refused = await askForCode(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await codeEmails(client.id)).toHaveLength(CODE_REQUEST_LIMITS.perAddress);
  });

  it('refuses an address that is not one, and counts nothing for it', async () => {
    const answer = await askForCode('not-an-address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toHaveProperty('email');
  });
});

describe('signing in with the code', () => {
  it('signs the client in with the emailed code, once', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);

    const signedIn = await verify(` ${client.email.toUpperCase()} `, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ stage: 'complete', redirectTo: '/client-dashboard' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookieOf(signedIn)! } });
    expect(me.json().user.id).toBe(client.id);

    const again = await verify(client.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toMatchObject({ code: 'invalid_credentials' });
    expect(again.json().error.message).toMatch(/not right, or it has expired/);
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('answers a wrong code, an unknown address and a staff address with the same 401, and audits it', async () => {
    const client = await createUser(t.db, { role: 'client' });
    const manager = await createUser(t.db, { role: 'manager' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);
    const answers = [
      await verify(client.email, otherThan(code)),
      await verify('nobody.else@example.test', code),
      await verify(manager.email, code),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(answers[0]!.body);
    }
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_code.failed'), eq(auditLog.entityId, client.id)));
    expect(failed.map((row) => row.after)).toContainEqual({ step: 'verify', reason: 'wrong_or_expired' });
  });

  it('kills the code after five wrong tries: the right code then fails', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);
    for (let i = 1; i <= SIGN_IN_CODE_MAX_ATTEMPTS; i++) {
      expect((await verify(client.email, otherThan(code, i))).statusCode).toBe(401);
    }
    expect((await verify(client.email, code)).statusCode).toBe(401);
    expect((await codeRows(client.id))[0]!.attempts).toBe(SIGN_IN_CODE_MAX_ATTEMPTS);
  });

  it('accepts the right code on the fifth try', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);
    for (let i = 1; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++) await verify(client.email, otherThan(code, i));
    expect((await verify(client.email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);
    const [row] = await codeRows(client.id);
    // Ten minutes from creation: a minute past that, the code is dead.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(10 * 60_000, -4);
    await t.db
      .update(signInCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(signInCodes.userId, client.id));
    expect((await verify(client.email, code)).statusCode).toBe(401);
  });

  it('retires the earlier code when a new one is sent', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const first = await deliveredCode(client.id);
    await askForCode(client.email);
    const second = await deliveredCode(client.id);
    if (first !== second) expect((await verify(client.email, first)).statusCode).toBe(401);
    expect((await verify(client.email, second)).statusCode).toBe(200);
    expect((await codeRows(client.id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('leaves a client with an authenticator app at the second step', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await enrolTotpDirectly(t.db, t.config.sessionSecret, client.id, newTotpSecret());
    await askForCode(client.email);
    const signedIn = await verify(client.email, await deliveredCode(client.id));
    expect(signedIn.json()).toMatchObject({ stage: 'second_factor', redirectTo: '/sign-in/second-factor' });
    const cases = await t.app.inject({
      url: '/api/client/email-confirmation',
      headers: { cookie: sessionCookieOf(signedIn)! },
    });
    expect(cases.statusCode).toBe(401);
    expect(cases.json().error.code).toBe('second_factor_required');
  });

  it('refuses a code that is not six digits without counting a try', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const answer = await verify(client.email, '12a456');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toHaveProperty('code');
    expect((await codeRows(client.id))[0]!.attempts).toBe(0);
  });

  it('throttles checks per address with 429, even for the right code', async () => {
    const client = await createUser(t.db, { role: 'client' });
    for (let i = 0; i < CODE_CHECK_LIMITS.perAddress; i++) await verify(client.email, '000000');
    await askForCode(client.email);
    const refused = await verify(client.email, await deliveredCode(client.id));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts at most five of twenty parallel wrong codes, and the code is then dead', async () => {
    const client = await createUser(t.db, { role: 'client' });
    await askForCode(client.email);
    const code = await deliveredCode(client.id);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verify(client.email, otherThan(code, i + 1), ip)),
    );
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect((await codeRows(client.id))[0]!.attempts).toBe(SIGN_IN_CODE_MAX_ATTEMPTS);
    // Past the address's allowance: clear it so only the dead code can refuse the right answer.
    await t.db.delete(rateLimitBuckets);
    expect((await verify(client.email, code)).statusCode).toBe(401);
  });
});
