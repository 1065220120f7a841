import { and, count, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addPasskeyThroughApi, passkeyAnswer, relyingPartyOf } from '../../../../tests/support/passkey-api';
import { annasBankAccount, annaWithCase } from '../../../../tests/support/payouts';
import { confirmReported } from '../../../../tests/support/recoveries';
import { SoftAuthenticator } from '../../../../tests/support/soft-authenticator';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { unusedCode } from '../../../../tests/support/totp-codes';
import { auditLog, ledgerTransactions, withdrawals } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';
import { replaceRecoveryCodes } from './recovery-codes';
import { FACTOR_LIMITS } from './throttles';

const t = appPerFile();
let lawyer: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  lawyer = await loginAs(t, 'lawyer');
});
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
/** The access check reads Date.now(): moving the clock ages every session's last check. */
function minutesLater(minutes: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + minutes * MINUTE);
}

let n = 0;
const key = () => `step-up-${Date.now()}-${n++}`;

/** A client signed in now, with 1,000.00 recovered on their case and a bank account. */
async function clientWithFunds() {
  const { client, cookie, theCase } = await annaWithCase(t, lawyer.user.id);
  const recovery = await recordRecovery(theCase.id, lawyer.cookie);
  expect(recovery.statusCode, recovery.body).toBe(201);
  await confirmReported(t, theCase.id, recovery.json().id); // D26: a second person confirms it
  const methodId = await annasBankAccount(t, cookie, { bankName: 'ABN AMRO' });
  return { client, cookie, theCase, methodId };
}

const recordRecovery = (caseId: string, cookie: string, idempotencyKey = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    payload: { amount: 1000, receivedAt: '2026-02-01', source: 'settlement', reference: `SET-${n}` },
    headers: { cookie, 'idempotency-key': idempotencyKey },
  });
const requestWithdrawal = (cookie: string, methodId: string, idempotencyKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client/withdrawals',
    payload: { amount: 300, payoutMethodId: methodId },
    headers: { cookie, 'idempotency-key': idempotencyKey },
  });
const reauthenticate = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reauthenticate', payload, headers: { cookie } });
const withdrawalsOf = async (clientId: string) =>
  (await t.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.clientId, clientId)))[0]!.n;
const ledgerRowsOf = async (caseId: string) =>
  (
    await t.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.caseId, caseId))
  )[0]!.n;
/** The identity check's passkey challenge, for this session. */
const identityCheck = (cookie: string) => ({
  optionsUrl: '/api/auth/reauthenticate/passkey-options',
  cookie,
});

const lastAudit = async (userId: string, action: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
  )[0];

describe('step-up: a withdrawal request', () => {
  it('11 minutes after signing in asks again and changes nothing; after the password it goes through', async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    minutesLater(11);
    const idempotencyKey = key();

    const asked = await requestWithdrawal(cookie, methodId, idempotencyKey);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().error).toEqual({
      code: 'reauthentication_required',
      message: 'For your security, please confirm it is you again before making this change.',
    });
    expect(await withdrawalsOf(client.id)).toBe(0);

    const wrong = await reauthenticate(cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: 'That password is not right. Please try again.',
    });
    expect((await requestWithdrawal(cookie, methodId, idempotencyKey)).statusCode).toBe(401);
    expect((await lastAudit(client.id, 'auth.reauthentication.failed'))?.after).toEqual({
      method: 'password',
    });

    expect((await reauthenticate(cookie, { password: client.password })).statusCode).toBe(204);
    const done = await requestWithdrawal(cookie, methodId, idempotencyKey);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ status: 'pending', amount: 300 });
    expect(await withdrawalsOf(client.id)).toBe(1);
    expect((await lastAudit(client.id, 'auth.reauthenticated'))?.after).toEqual({ method: 'password' });

    // The new check lasts its ten minutes too, and no longer.
    minutesLater(9);
    expect((await requestWithdrawal(cookie, methodId, key())).statusCode).toBe(201);
    minutesLater(2);
    expect((await requestWithdrawal(cookie, methodId, key())).json().error.code).toBe(
      'reauthentication_required',
    );
  });

  it('9 minutes after signing in goes through without a question', async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    minutesLater(9);
    expect((await requestWithdrawal(cookie, methodId, key())).statusCode).toBe(201);
    expect(await withdrawalsOf(client.id)).toBe(1);
  });

  it('answers in the reader’s language', async () => {
    const { cookie, methodId } = await clientWithFunds();
    minutesLater(11);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/client/withdrawals',
      payload: { amount: 300, payoutMethodId: methodId },
      headers: { cookie, 'idempotency-key': key(), 'x-screen-language': 'de' },
    });
    expect(asked.statusCode).toBe(401);
    expect(asked.json().error.message).not.toBe(
      'For your security, please confirm it is you again before making this change.',
    );
    expect(asked.json().error.message).toMatch(/Sie/);
  });
});

describe('step-up: staff recording a recovery', () => {
  it('11 minutes after signing in asks again; the authenticator code opens it', async () => {
    const client = await createUser(t.db);
    const staff = await loginAs(t, 'lawyer');
    const ownCase = await createCase(t.db, { clientId: client.id, lawyerId: staff.user.id });
    minutesLater(11);
    const before = await ledgerRowsOf(ownCase.id);

    const asked = await recordRecovery(ownCase.id, staff.cookie);
    expect(asked.statusCode).toBe(401);
    expect(asked.json().error.code).toBe('reauthentication_required');
    expect(await ledgerRowsOf(ownCase.id)).toBe(before);

    const code = await unusedCode(staff.user.totpSecret!);
    expect((await reauthenticate(staff.cookie, { code })).statusCode).toBe(204);
    expect((await recordRecovery(ownCase.id, staff.cookie)).statusCode).toBe(201);
    // The same code a second time is a replay, refused.
    const replay = await reauthenticate(staff.cookie, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('invalid_credentials');
  });
});

describe('POST /api/auth/reauthenticate', () => {
  it('takes a recovery code once', async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    const [code] = await replaceRecoveryCodes(t.db, t.config.sessionSecret, client.id);
    minutesLater(11);
    expect((await reauthenticate(cookie, { recoveryCode: code!.toUpperCase() })).statusCode).toBe(204);
    expect((await requestWithdrawal(cookie, methodId, key())).statusCode).toBe(201);
    expect((await lastAudit(client.id, 'auth.recovery_code.used'))?.after).toEqual({ codesLeft: 9 });
    minutesLater(11);
    const again = await reauthenticate(cookie, { recoveryCode: code! });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_credentials');
  });

  it('takes one of the person’s own passkeys, and refuses another person’s', async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    const mine = new SoftAuthenticator(relyingPartyOf(t));
    expect((await addPasskeyThroughApi(t.app, cookie, mine)).statusCode).toBe(200);
    const someoneElse = await loginAs(t, 'client');
    const theirs = new SoftAuthenticator(relyingPartyOf(t));
    expect((await addPasskeyThroughApi(t.app, someoneElse.cookie, theirs)).statusCode).toBe(200);
    minutesLater(11);

    const refused = await reauthenticate(cookie, {
      passkey: await passkeyAnswer(t.app, theirs, { ...identityCheck(cookie), credentialId: theirs.ids[0] }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('invalid_credentials');
    expect((await requestWithdrawal(cookie, methodId, key())).json().error.code).toBe(
      'reauthentication_required',
    );

    const answer = await passkeyAnswer(t.app, mine, identityCheck(cookie));
    expect((await reauthenticate(cookie, { passkey: answer })).statusCode).toBe(204);
    expect((await requestWithdrawal(cookie, methodId, key())).statusCode).toBe(201);
    expect((await lastAudit(client.id, 'auth.reauthenticated'))?.after).toEqual({ method: 'passkey' });
  });

  it(`stops checking after ${FACTOR_LIMITS.perAccount} wrong answers, even the right password`, async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    minutesLater(11);
    for (let i = 0; i < FACTOR_LIMITS.perAccount; i++) {
      expect((await reauthenticate(cookie, { password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const refused = await reauthenticate(cookie, { password: client.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await requestWithdrawal(cookie, methodId, key())).json().error.code).toBe(
      'reauthentication_required',
    );
  });

  it('refuses a body with two proofs or none, and checks nothing', async () => {
    const { client, cookie } = await clientWithFunds();
    for (const payload of [{ password: client.password, code: '123456' }, {}, { code: '12' }]) {
      const response = await reauthenticate(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect(await lastAudit(client.id, 'auth.reauthentication.failed')).toBeUndefined();
  });

  it('is not open to a partial session', async () => {
    const staff = await createUser(t.db, { role: 'manager' });
    const partial = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: staff.username, password: staff.password },
    });
    const cookie = partial.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await reauthenticate(cookie, { password: staff.password });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('second_factor_enrolment_required');
  });
});

describe('GET /api/auth/reauthenticate/methods', () => {
  it('names what this person can confirm it is them with', async () => {
    const { client, cookie } = await clientWithFunds();
    const methods = () => t.app.inject({ url: '/api/auth/reauthenticate/methods', headers: { cookie } });
    expect((await methods()).json()).toEqual({
      password: true,
      totp: false,
      recoveryCode: false,
      passkey: false,
    });
    await replaceRecoveryCodes(t.db, t.config.sessionSecret, client.id);
    expect((await methods()).json()).toMatchObject({ recoveryCode: true });
    const staff = await t.app.inject({
      url: '/api/auth/reauthenticate/methods',
      headers: { cookie: lawyer.cookie },
    });
    expect(staff.json()).toMatchObject({ password: true, totp: true });
  });
});
