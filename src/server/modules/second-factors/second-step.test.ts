import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, sessionCookieOf, signInWithPassword } from '../../../../tests/support/test-app';
import { unusedCode } from '../../../../tests/support/totp-codes';
import type { AuditAction } from '../../../shared/domain/audit';
import { enrolTotpDirectly } from '../../core/second-factors';
import { auditLog, outboxEmails, totpFactors } from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createUser } from '../../seed/factories';
import { FACTOR_LIMITS } from './throttles';

const t = appPerFile();

let ipCounter = 0;
/** Each case from its own address, so the per-IP limit of one case never decides another. */
const freshIp = () => `10.18.0.${++ipCounter}`;

type Call = { method?: 'GET' | 'POST'; cookie?: string | undefined; payload?: object; ip?: string };
const call = (url: string, { method = 'POST', cookie, payload, ip }: Call = {}) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });

const auditCount = async (userId: string, action: AuditAction) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)))
  )[0]!.n;

const emailsTo = (userId: string) =>
  t.db
    .select({ template: outboxEmails.template, text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(eq(outboxEmails.userId, userId));

/** A lawyer with an authenticator app, and the partial session a password gives them. */
async function lawyerAtSecondStep() {
  const user = await createUser(t.db, { role: 'lawyer' });
  const secret = newTotpSecret();
  await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, secret);
  const ip = freshIp();
  const first = await signInWithPassword(t.app, user.username, user.password!);
  return { user, secret, ip, partial: first.cookie!, first: first.response };
}

const WORKSPACE = ['/api/lawyer/dashboard', '/api/lawyer/cases', '/api/lawyer/leads', '/api/auth/sessions'];

describe('the second step with an authenticator app', () => {
  it('a password alone gives a partial session that reaches no workspace route', async () => {
    const { partial, first } = await lawyerAtSecondStep();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ stage: 'second_factor', redirectTo: '/sign-in/second-factor' });
    for (const url of WORKSPACE) {
      const response = await call(url, { method: 'GET', cookie: partial });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code, url).toBe('second_factor_required');
    }
    // Nor can it set up another app in place of the one it is asked for.
    const enrol = await call('/api/auth/totp/enrolment', { cookie: partial });
    expect(enrol.json().error.code).toBe('second_factor_required');
    const me = await call('/api/auth/me', { method: 'GET', cookie: partial });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.stage).toBe('second_factor');
  });

  it('a wrong code answers 401, is audited, and leaves the session partial', async () => {
    const { user, partial, ip } = await lawyerAtSecondStep();
    const response = await call('/api/auth/second-factor/totp', {
      cookie: partial,
      ip,
      payload: { code: '000000' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'invalid_credentials' });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await auditCount(user.id, 'auth.second_factor.failed')).toBe(1);
    const dashboard = await call('/api/lawyer/dashboard', { method: 'GET', cookie: partial });
    expect(dashboard.json().error.code).toBe('second_factor_required');
  });

  it('the right code opens the workspace under a new cookie; the partial one is dead', async () => {
    const { user, partial, secret, ip } = await lawyerAtSecondStep();
    const response = await call('/api/auth/second-factor/totp', {
      cookie: partial,
      ip,
      payload: { code: await unusedCode(secret) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ stage: 'complete', redirectTo: '/lawyer-dashboard' });
    const complete = sessionCookieOf(response)!;
    expect(complete).toBeDefined();
    expect(complete).not.toBe(partial);
    expect((await call('/api/lawyer/dashboard', { method: 'GET', cookie: complete })).statusCode).toBe(200);
    expect((await call('/api/auth/me', { method: 'GET', cookie: partial })).statusCode).toBe(401);
    expect(await auditCount(user.id, 'auth.second_factor.succeeded')).toBe(1);
    // A complete session has no second step to take (no free guesses, no token swap).
    const again = await call('/api/auth/second-factor/totp', {
      cookie: complete,
      payload: { code: await unusedCode(secret) },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses the same code a second time (replay), even on a new sign-in', async () => {
    const { user, partial, secret, ip } = await lawyerAtSecondStep();
    const code = await unusedCode(secret);
    const first = await call('/api/auth/second-factor/totp', { cookie: partial, ip, payload: { code } });
    expect(first.statusCode).toBe(200);
    const next = await signInWithPassword(t.app, user.username, user.password!);
    const replay = await call('/api/auth/second-factor/totp', { cookie: next.cookie, ip, payload: { code } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_credentials');
  });

  it(`refuses the ${FACTOR_LIMITS.perAccount + 1}th wrong code with 429 and Retry-After, right code included`, async () => {
    const { partial, secret, ip } = await lawyerAtSecondStep();
    for (let i = 0; i < FACTOR_LIMITS.perAccount; i++) {
      const wrong = await call('/api/auth/second-factor/totp', {
        cookie: partial,
        ip,
        payload: { code: '111111' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    const limited = await call('/api/auth/second-factor/totp', {
      cookie: partial,
      ip,
      payload: { code: await unusedCode(secret) },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FACTOR_LIMITS.windowMs / 1000);
  });

  it('answers a code that is not six digits with 400 and the field, checking nothing', async () => {
    const { user, partial, ip } = await lawyerAtSecondStep();
    const response = await call('/api/auth/second-factor/totp', {
      cookie: partial,
      ip,
      payload: { code: '12ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('code');
    expect(await auditCount(user.id, 'auth.second_factor.failed')).toBe(0);
  });
});

/** A lawyer without any factor: the password leads to enrolment. */
async function lawyerAtEnrolment() {
  const user = await createUser(t.db, { role: 'lawyer', language: 'de' });
  const first = await signInWithPassword(t.app, user.username, user.password!);
  return { user, partial: first.cookie!, first: first.response, ip: freshIp() };
}

async function enrolThroughApi() {
  const { user, partial, ip } = await lawyerAtEnrolment();
  const started = await call('/api/auth/totp/enrolment', { cookie: partial, ip });
  const { secret } = started.json() as { secret: string };
  const confirmed = await call('/api/auth/totp/enrolment/confirm', {
    cookie: partial,
    ip,
    payload: { code: await unusedCode(secret) },
  });
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { user, secret, recoveryCodes, ip, complete: sessionCookieOf(confirmed)! };
}

describe('enrolment at first sign-in', () => {
  it('takes a lawyer with no factor from password to QR code to ten recovery codes', async () => {
    const { user, partial, first, ip } = await lawyerAtEnrolment();
    expect(first.json()).toMatchObject({ stage: 'enrolment', redirectTo: '/sign-in/enrol' });
    const blocked = await call('/api/lawyer/dashboard', { method: 'GET', cookie: partial });
    expect(blocked.json().error.code).toBe('second_factor_enrolment_required');
    expect((await call('/api/auth/me', { method: 'GET', cookie: partial })).json().user.stage).toBe(
      'enrolment',
    );

    const started = await call('/api/auth/totp/enrolment', { cookie: partial, ip });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.json() as {
      secret: string;
      otpauthUri: string;
      qrSvg: string;
    };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await call('/api/auth/totp/enrolment/confirm', {
      cookie: partial,
      ip,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const confirmed = await call('/api/auth/totp/enrolment/confirm', {
      cookie: partial,
      ip,
      payload: { code: await unusedCode(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json() as { recoveryCodes: string[]; redirectTo: string };
    expect(body.redirectTo).toBe('/lawyer-dashboard');
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const complete = sessionCookieOf(confirmed)!;
    expect(complete).not.toBe(partial);
    expect((await call('/api/lawyer/dashboard', { method: 'GET', cookie: complete })).statusCode).toBe(200);
    expect((await call('/api/auth/me', { method: 'GET', cookie: partial })).statusCode).toBe(401);
    expect(await auditCount(user.id, 'auth.totp.enrolled')).toBe(1);
    // The person is told, in their language (German here), that a factor was added.
    expect((await emailsTo(user.id)).map((e) => e.template)).toContain('security_factor_added');

    const restart = await call('/api/auth/totp/enrolment', { cookie: complete, ip });
    expect(restart.statusCode).toBe(409);
    expect(restart.json().error.code).toBe('conflict');
  });

  it('refuses a confirmation after the setup expired and keeps the session partial', async () => {
    const { user, partial, ip } = await lawyerAtEnrolment();
    const { secret } = (await call('/api/auth/totp/enrolment', { cookie: partial, ip })).json() as {
      secret: string;
    };
    await t.db
      .update(totpFactors)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(totpFactors.userId, user.id));
    const late = await call('/api/auth/totp/enrolment/confirm', {
      cookie: partial,
      ip,
      payload: { code: await unusedCode(secret) },
    });
    expect(late.statusCode).toBe(409);
    expect(sessionCookieOf(late)).toBeUndefined();
    expect((await call('/api/auth/me', { method: 'GET', cookie: partial })).json().user.stage).toBe(
      'enrolment',
    );
  });
});

describe('the second step with a recovery code', () => {
  it('works once, never twice, tells the person, and ignores case and dashes', async () => {
    const { user, recoveryCodes, ip } = await enrolThroughApi();
    const [firstCode, secondCode] = recoveryCodes as [string, string];

    const signIn1 = await signInWithPassword(t.app, user.username, user.password!);
    expect(signIn1.response.json().stage).toBe('second_factor');
    const used = await call('/api/auth/second-factor/recovery-code', {
      cookie: signIn1.cookie,
      ip,
      payload: { code: firstCode },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ stage: 'complete', redirectTo: '/lawyer-dashboard' });
    const complete = sessionCookieOf(used)!;
    expect((await call('/api/lawyer/dashboard', { method: 'GET', cookie: complete })).statusCode).toBe(200);
    expect(await auditCount(user.id, 'auth.recovery_code.used')).toBe(1);
    const notice = (await emailsTo(user.id)).find((e) => e.template === 'security_recovery_code_used');
    expect(notice).toBeDefined();

    const signIn2 = await signInWithPassword(t.app, user.username, user.password!);
    const reused = await call('/api/auth/second-factor/recovery-code', {
      cookie: signIn2.cookie,
      ip,
      payload: { code: firstCode },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('invalid_credentials');
    expect(await auditCount(user.id, 'auth.second_factor.failed')).toBe(1);

    // Typed from paper: capitals, no dash, spaces around.
    const typed = ` ${secondCode.replace('-', '').toUpperCase()} `;
    const other = await call('/api/auth/second-factor/recovery-code', {
      cookie: signIn2.cookie,
      ip,
      payload: { code: typed },
    });
    expect(other.statusCode).toBe(200);
    expect(await auditCount(user.id, 'auth.recovery_code.used')).toBe(2);
  });

  it('is refused on a session that never had a second step to take', async () => {
    const { recoveryCodes, complete, ip } = await enrolThroughApi();
    const response = await call('/api/auth/second-factor/recovery-code', {
      cookie: complete,
      ip,
      payload: { code: recoveryCodes[0] },
    });
    expect(response.statusCode).toBe(409);
  });
});
