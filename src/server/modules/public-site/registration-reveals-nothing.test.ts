import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveredTextOf } from '../../../../tests/support/outbox';
import { confirmReported } from '../../../../tests/support/recoveries';
import { appPerFile, loginAs, sessionCookieOf, signIn } from '../../../../tests/support/test-app';
import { auditLog, cases, documents, leads, messages, outboxEmails, sessions, users } from '../../db/schema';
import { createCase, createDocument, createUser } from '../../seed/factories';

/**
 * D28 (issue 15 item 9): registering an address that already has an account looks exactly like
 * registering a new one, reaches nothing of the existing account, and the owner decides by email.
 */
const t = appPerFile();
let lawyer: { id: string; cookie: string };
beforeAll(async () => {
  const signedIn = await loginAs(t, 'lawyer');
  lawyer = { id: signedIn.user.id, cookie: signedIn.cookie };
});

let ip = 0;
const freshIp = () => `10.28.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
const uniqueEmail = () => `owner.${randomBytes(4).toString('hex')}@example.test`;
let keyN = 0;
const idempotencyKey = () => `d28-${Date.now()}-${keyN++}`;

const register = (email: string, firstName = 'Visitor') =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: freshIp(),
    payload: {
      firstName,
      lastName: 'Doe',
      email,
      country: 'NL',
      fraudType: 'romance',
      amountLost: '1200',
      language: 'en',
    },
  });

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/confirm-email', payload: { token }, remoteAddress: freshIp() });

/** The keys of a JSON value, recursively: what a client can see of a body's shape. */
const shapeOf = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
    : typeof value;

/** The emails about the registration; account-security notices (new browser, …) have their own tests. */
const mailsTo = async (userId: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.userId, userId))
      .orderBy(outboxEmails.createdAt)
  ).filter((m) => !m.template.startsWith('security_'));

/** The token of a confirmation link as the person receives it (the outbox keeps it masked, D31). */
function linkToken(row: typeof outboxEmails.$inferSelect, kind: 'email' | 'attach'): string {
  expect(row.textBody).not.toMatch(/\/confirm-email\?token=[^•&\s]/);
  const body = deliveredTextOf(t.config.sessionSecret, row);
  const match = body.match(new RegExp(`/confirm-email\\?token=([^&\\s]+)&kind=${kind}`));
  if (!match) throw new Error(`no ${kind} link in: ${body}`);
  return decodeURIComponent(match[1]!);
}

/** An existing client (German) with a case, a document, a message and a payout method. */
async function existingOwner() {
  const owner = await createUser(t.db, {
    role: 'client',
    email: uniqueEmail(),
    language: 'de',
    firstName: 'Ute',
  });
  const ownerCase = await createCase(t.db, { clientId: owner.id, lawyerId: lawyer.id });
  const document = await createDocument(t.db, { caseId: ownerCase.id, uploadedBy: owner.id });
  const { cookie } = await signIn(t.app, owner.username, owner.password!);
  const message = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${ownerCase.id}/messages`,
    payload: { body: 'About my first case' },
    headers: { cookie: cookie! },
  });
  expect(message.statusCode).toBe(201);
  const method = await t.app.inject({
    method: 'POST',
    url: '/api/client/payout-methods',
    payload: { kind: 'bank_account', holderName: `Ute ${owner.lastName}`, iban: 'NL91 ABNA 0417 1643 00' },
    headers: { cookie: cookie! },
  });
  expect(method.statusCode, method.body).toBe(201);
  return { owner, ownerCase, document, cookie: cookie! };
}

describe('registering a taken address (D28)', () => {
  it('answers exactly as for a new address: same status, same body shape, signed in, one email each', async () => {
    const { owner } = await existingOwner();
    const fresh = await register(uniqueEmail());
    const taken = await register(owner.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(shapeOf(taken.json())).toEqual(shapeOf(fresh.json()));
    expect(taken.json().clientData.email).toBe(owner.email);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    // Both visitors are signed in and see their own new intake, unconfirmed, with the same banner.
    for (const response of [fresh, taken]) {
      const cookie = sessionCookieOf(response)!;
      const dashboard = (await get(cookie, '/api/client/dashboard')).json();
      expect(dashboard.case.id).toBe(response.json().clientData.caseId);
      const status = await get(cookie, '/api/client/email-confirmation');
      expect(status.json()).toEqual({ confirmed: false, email: response.json().clientData.email });
    }

    // One email per registration: the new client's welcome; for the taken address, the owner's question.
    const freshMails = await mailsTo(fresh.json().clientData.clientId);
    expect(freshMails.map((m) => m.template)).toEqual(['registration_welcome']);
    expect(await mailsTo(taken.json().clientData.clientId)).toEqual([]);
    const ownerMails = await mailsTo(owner.id);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]).toMatchObject({
      template: 'case_attach_request',
      toEmail: owner.email,
      language: 'de',
    });
    expect(ownerMails[0]!.textBody).toContain('Ute');
    expect(ownerMails[0]!.textBody).toContain(taken.json().clientData.caseReference);
    expect(ownerMails[0]!.subject).toMatch(/Fallprüfung/);

    // The owner still signs in with the address, although a provisional account shares it (each
    // sign-in rewrites the owner's row, so the second finds the provisional row first in a scan).
    for (let i = 0; i < 2; i++) {
      expect((await signIn(t.app, owner.email, owner.password!)).response.statusCode).toBe(200);
    }
  });

  it('reaches nothing of the existing account: case, ledger, documents, messages, payout methods', async () => {
    const { owner, ownerCase, document } = await existingOwner();
    const taken = await register(owner.email);
    const cookie = sessionCookieOf(taken)!;
    for (const url of [
      `/api/cases/${ownerCase.id}`,
      `/api/cases/${ownerCase.id}/ledger`,
      `/api/cases/${ownerCase.id}/timeline`,
      `/api/cases/${ownerCase.id}/documents`,
      `/api/cases/${ownerCase.id}/documents/${document.id}/download`,
      `/api/cases/${ownerCase.id}/messages`,
    ]) {
      expect((await get(cookie, url)).statusCode, url).toBe(404);
    }
    expect((await get(cookie, '/api/client/payout-methods')).json().payoutMethods).toEqual([]);
    expect((await get(cookie, '/api/client/withdrawals')).json().withdrawals).toEqual([]);
    const me = (await get(cookie, '/api/auth/me')).json().user;
    expect(me.id).toBe(taken.json().clientData.clientId);
    expect(me.id).not.toBe(owner.id);
  });

  it('never lets the visitor confirm the provisional account: a re-send asks the owner again', async () => {
    const { owner } = await existingOwner();
    const taken = await register(owner.email);
    const cookie = sessionCookieOf(taken)!;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/client/email-confirmation/resend',
      headers: { cookie },
    });
    expect(resend.statusCode).toBe(202);
    const ownerMails = await mailsTo(owner.id);
    expect(ownerMails.map((m) => m.template)).toEqual(['case_attach_request', 'case_attach_request']);
    expect(await mailsTo(taken.json().clientData.clientId)).toEqual([]);
    // The first link was retired by the second.
    expect((await confirm(linkToken(ownerMails[0]!, 'attach'))).statusCode).toBe(400);
    expect((await get(cookie, '/api/client/email-confirmation')).json().confirmed).toBe(false);
  });
});

describe('the owner confirms: the case joins their account once (D28)', () => {
  it('moves the case, lead, messages and documents to the owner and ends the provisional account', async () => {
    const { owner, ownerCase, cookie: ownerCookie } = await existingOwner();
    const taken = await register(owner.email);
    const visitor = sessionCookieOf(taken)!;
    const { caseId, clientId: provisionalId, leadId } = taken.json().clientData;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/messages`,
      payload: { body: 'Second fraud, same person' },
      headers: { cookie: visitor },
    });
    expect(posted.statusCode).toBe(201);
    await createDocument(t.db, { caseId, uploadedBy: provisionalId });

    const token = linkToken((await mailsTo(owner.id))[0]!, 'attach');
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ outcome: 'attached' });
    expect((await confirm(token)).statusCode).toBe(400);

    const [moved] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(moved!.clientId).toBe(owner.id);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.clientId).toBe(owner.id);
    const thread = (await get(ownerCookie, `/api/cases/${caseId}/messages`)).json();
    expect(JSON.stringify(thread)).toContain('Second fraud, same person');
    const docs = await t.db.select().from(documents).where(eq(documents.caseId, caseId));
    expect(docs.every((d) => d.uploadedBy === owner.id)).toBe(true);
    const authored = await t.db.select().from(messages).where(eq(messages.caseId, caseId));
    expect(authored.every((m) => m.senderId === owner.id)).toBe(true);
    // Two cases now: the first one stays, the new one is the owner's too.
    expect((await get(ownerCookie, `/api/cases/${caseId}`)).statusCode).toBe(200);
    expect((await get(ownerCookie, `/api/cases/${ownerCase.id}`)).statusCode).toBe(200);

    // The provisional account is over: its session no longer works, and it is closed.
    expect((await get(visitor, '/api/auth/me')).statusCode).toBe(401);
    expect((await get(visitor, `/api/cases/${caseId}`)).statusCode).toBe(401);
    const [closed] = await t.db.select().from(users).where(eq(users.id, provisionalId));
    expect(closed).toMatchObject({ status: 'inactive', passwordHash: null, provisional: true });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intake.case_attached'), eq(auditLog.entityId, owner.id)));
    expect(audit!.after).toMatchObject({ provisionalAccountId: provisionalId, caseIds: [caseId] });
  });

  it('attaches exactly once when the link is used in parallel', async () => {
    const { owner } = await existingOwner();
    const taken = await register(owner.email);
    const { caseId, clientId: provisionalId } = taken.json().clientData;
    const token = linkToken((await mailsTo(owner.id))[0]!, 'attach');
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row!.clientId).toBe(owner.id);
    const [audits] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'intake.case_attached'), eq(auditLog.entityId, owner.id)));
    expect(audits!.n).toBe(1);
    const [left] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, provisionalId));
    expect(left!.n).toBe(0);
  });
});

describe('payout methods and withdrawals wait for a confirmed address (D28)', () => {
  it('refuses both with 403 email_unconfirmed, then allows them once the link is used', async () => {
    const response = await register(uniqueEmail(), 'Nora');
    const cookie = sessionCookieOf(response)!;
    const { caseId, clientId } = response.json().clientData;
    await t.db.update(cases).set({ lawyerId: lawyer.id }).where(eq(cases.id, caseId));
    const recovery = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries`,
      payload: { amount: 500, receivedAt: '2026-02-01', source: 'settlement', reference: 'SET-28' },
      headers: { cookie: lawyer.cookie, 'idempotency-key': idempotencyKey() },
    });
    expect(recovery.statusCode, recovery.body).toBe(201);
    await confirmReported(t, caseId, recovery.json().id); // D26: a second person confirms it

    const addMethod = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/payout-methods',
        payload: { kind: 'bank_account', holderName: 'Nora Doe', iban: 'NL91 ABNA 0417 1643 00' },
        headers: { cookie },
      });
    const withdraw = (payoutMethodId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/withdrawals',
        payload: { amount: 100, payoutMethodId },
        headers: { cookie, 'idempotency-key': idempotencyKey() },
      });

    const refused = await addMethod();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_unconfirmed');
    const refusedWithdrawal = await withdraw('00000000-0000-4000-8000-000000000000');
    expect(refusedWithdrawal.statusCode).toBe(403);
    expect(refusedWithdrawal.json().error.code).toBe('email_unconfirmed');
    expect((await get(cookie, '/api/client/payout-methods')).json().payoutMethods).toEqual([]);

    // Setting the password with the registration token does not confirm (the browser holds it)...
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/initial-password',
      payload: { password: 'Harbour-Lantern-2026' },
      headers: { cookie },
    });
    expect(set.statusCode, set.body).toBeLessThan(300);
    expect((await addMethod()).statusCode).toBe(403);

    // ...the emailed confirm link does, and it still works after the password was set.
    const [welcome] = await mailsTo(clientId);
    const confirmed = await confirm(linkToken(welcome!, 'email'));
    expect(confirmed.json()).toEqual({ outcome: 'confirmed' });
    expect((await get(cookie, '/api/client/email-confirmation')).json().confirmed).toBe(true);
    const method = await addMethod();
    expect(method.statusCode, method.body).toBe(201);
    const withdrawal = await withdraw(method.json().id);
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  });

  it('throttles re-sends per account with Retry-After', async () => {
    const response = await register(uniqueEmail());
    const cookie = sessionCookieOf(response)!;
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/client/email-confirmation/resend', headers: { cookie } });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(202);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [sent] = await t.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.userId, response.json().clientData.clientId), sql`template = 'confirm_email'`),
      );
    expect(sent!.n).toBe(3);
  });
});

describe('an invitation link proves the address (D28)', () => {
  it('confirms the email of a client the firm created, once they set their password with it', async () => {
    const { cookie } = await loginAs(t, 'admin');
    const email = uniqueEmail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      payload: { role: 'client', firstName: 'Ines', lastName: 'Invited', email, username: `ines-${ip++}` },
      headers: { cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [invitation] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, email));
    const delivered = deliveredTextOf(t.config.sessionSecret, invitation!);
    const token = decodeURIComponent(delivered.match(/set-password\?token=([^&\s]+)/)![1]!);
    const [before] = await t.db.select().from(users).where(eq(users.email, email));
    expect(before!.emailConfirmedAt).toBeNull();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'Invited-Harbour-2026' },
    });
    expect(set.statusCode, set.body).toBeLessThan(300);
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after!.emailConfirmedAt).not.toBeNull();
  });
});
