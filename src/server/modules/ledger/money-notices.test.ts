import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER_LIST } from '../../../../tests/support/live-markers';
import { buildTestApp, loginAs, signIn, type TestApp } from '../../../../tests/support/test-app';
import { publishEvent } from '../../core/bus';
import { caseEvents, notifications, outboxEmails, users } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';
import { LiveEventHub } from '../notifications/live';

/**
 * The money flows tell the client (in-app, email in their language) and the screens that
 * watch lists (live events), in the same transaction as the movement.
 */
let t: TestApp;
let hub: LiveEventHub;
let lawyerCookie: string;
let lawyerId: string;
let adminCookie: string;
let adminId: string;
/** A second administrator: who approved a payout does not also mark it paid (issue 19). */
let accountsCookie: string;
const adminInbox: { event: string; data: Record<string, unknown> }[] = [];
const markers: (() => void)[] = [];

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://portal.firm.test' });
  const lawyer = await loginAs(t, 'lawyer');
  lawyerCookie = lawyer.cookie;
  lawyerId = lawyer.user.id;
  const admin = await loginAs(t, 'admin');
  adminCookie = admin.cookie;
  adminId = admin.user.id;
  accountsCookie = (await loginAs(t, 'admin')).cookie;
  hub = new LiveEventHub(t.database, t.app.log);
  await hub.subscribe({
    userId: 'an-admin-screen',
    role: 'admin',
    deskId: null,
    send: (event, data) => {
      if (data.list === 'marker') for (const done of markers.splice(0)) done();
      else adminInbox.push({ event, data });
    },
    close: () => undefined,
  });
});
afterAll(async () => {
  await hub.close();
  await t.close();
});

/** Everything admins' screens were told since the last call (a marker closes the batch). */
async function adminEvents() {
  const arrived = new Promise<void>((resolve) => markers.push(resolve));
  await publishEvent(t.db, { type: 'list-changed', list: MARKER_LIST, audience: { roles: ['admin'] } });
  await arrived;
  return adminInbox.splice(0);
}

let n = 0;
const key = () => `notices-${Date.now()}-${n++}`;

async function clientWithCase(language: 'en' | 'fr' = 'en') {
  const client = await createUser(t.db, { language, firstName: 'Anna' });
  const cookie = (await signIn(t.app, client.username, client.password!)).cookie!;
  const theCase = await createCase(t.db, { clientId: client.id, lawyerId });
  return { client, cookie, theCase };
}
const record = (caseId: string, amount: number, idempotencyKey = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    payload: { amount, receivedAt: '2026-02-01', source: 'chargeback', reference: 'CB-1' },
    headers: { cookie: lawyerCookie, 'idempotency-key': idempotencyKey },
  });
/** The admin confirms what the lawyer reported (D26): only now is the money the client's. */
const confirm = (caseId: string, reportId: string, idempotencyKey = key()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${reportId}/confirm`,
    headers: { cookie: adminCookie, 'idempotency-key': idempotencyKey },
  });
const recover = async (caseId: string, amount: number) => {
  const report = await record(caseId, amount);
  expect(report.statusCode, report.body).toBe(201);
  return confirm(caseId, report.json().id);
};
const inbox = async (cookie: string) =>
  (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json().notifications as {
    kind: string;
    params: Record<string, unknown>;
    caseId: string | null;
  }[];
/** The money emails; account-security notices (payout method added, …) are tested on their own. */
const emailsTo = async (userId: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.userId, userId))
      .orderBy(desc(outboxEmails.createdAt))
  ).filter((m) => !m.template.startsWith('security_'));

describe('recoveries', () => {
  it('a report shows on the staff timeline and the screens but sends nothing; its confirmation tells the client in-app and by email (D26, D41)', async () => {
    const { client, cookie, theCase } = await clientWithCase();
    await adminEvents();
    const report = await record(theCase.id, 1000);
    expect(report.statusCode).toBe(201);
    expect(await adminEvents()).toEqual([
      { event: 'list-changed', data: { list: 'ledger', caseId: theCase.id } },
    ]);
    expect(await inbox(cookie)).toEqual([]);
    expect(await emailsTo(client.id)).toEqual([]);
    const [reported] = await t.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, theCase.id), eq(caseEvents.kind, 'recovery_reported')));
    // D41: staff only; the client learns of money once it is confirmed.
    expect(reported).toMatchObject({
      clientVisible: false,
      actorId: lawyerId,
      data: { amountCents: 100_000, currency: 'USD', transactionId: report.json().id },
    });

    const idempotencyKey = key();
    expect((await confirm(theCase.id, report.json().id, idempotencyKey)).statusCode).toBe(201);
    expect((await confirm(theCase.id, report.json().id, idempotencyKey)).statusCode).toBe(200); // a replay tells nobody again
    // Screens showing the case's money (funds view, analytics, financials) are told once.
    expect(await adminEvents()).toEqual([
      { event: 'list-changed', data: { list: 'ledger', caseId: theCase.id } },
    ]);

    expect(await inbox(cookie)).toEqual([
      expect.objectContaining({
        kind: 'recovery_recorded',
        caseId: theCase.id,
        params: {
          reference: theCase.reference,
          amount: 1000,
          amountCents: 100_000,
          fee: 200,
          feeCents: 20_000,
          share: 800,
          shareCents: 80_000,
          currency: 'USD',
        },
      }),
    ]);
    const emails = await emailsTo(client.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      template: 'recovery_recorded',
      status: 'pending',
      toEmail: client.email,
    });
    expect(emails[0]!.subject).toBe(`Case ${theCase.reference}: funds received`);
    expect(emails[0]!.textBody).toContain(
      'We have received $1,000.00 for your case ' +
        `${theCase.reference}. Our recovery fee of $200.00 has been deducted; $800.00 has been added to your available balance.`,
    );
    expect(emails[0]!.textBody).toContain('https://portal.firm.test/client-dashboard');

    const [event] = await t.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, theCase.id), eq(caseEvents.kind, 'recovery_recorded')));
    expect(event).toMatchObject({
      clientVisible: true,
      actorId: adminId,
      data: {
        amountCents: 100_000,
        feeCents: 20_000,
        shareCents: 80_000,
        currency: 'USD',
        transactionId: expect.any(String),
      },
    });
  });

  it('tell the client about a reversal with its reason, in their language', async () => {
    const { client, cookie, theCase } = await clientWithCase('fr');
    const recovery = (await recover(theCase.id, 500)).json();
    await adminEvents();
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries/${recovery.id}/reverse`,
      payload: { reason: 'Saisi deux fois par erreur' },
      headers: { cookie: lawyerCookie, 'idempotency-key': key() },
    });
    expect(reversed.statusCode).toBe(201);
    expect(await adminEvents()).toEqual([
      { event: 'list-changed', data: { list: 'ledger', caseId: theCase.id } },
    ]);

    const [latest] = await inbox(cookie);
    expect(latest).toMatchObject({
      kind: 'recovery_reversed',
      caseId: theCase.id,
      params: {
        reference: theCase.reference,
        amount: 500,
        currency: 'USD',
        reason: 'Saisi deux fois par erreur',
      },
    });
    const [email] = await emailsTo(client.id);
    expect(email).toMatchObject({ template: 'recovery_reversed', language: 'fr' });
    expect(email!.textBody).toContain(
      `Une écriture de récupération de 500,00\u00a0$US sur votre dossier ${theCase.reference}`,
    );
    expect(email!.textBody).toContain('Motif\u00a0: Saisi deux fois par erreur');
    const [event] = await t.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, theCase.id), eq(caseEvents.kind, 'recovery_reversed')));
    expect(event).toMatchObject({
      notes: 'Saisi deux fois par erreur',
      data: { amountCents: 50_000, currency: 'USD' },
    });
  });

  it("reach the case's client, lawyer and desk managers, not the desk's other lawyers nor other clients (D21)", async () => {
    const desk = await createDesk(t.db);
    const client = await createUser(t.db);
    const theCase = await createCase(t.db, { clientId: client.id, lawyerId, deskId: desk.id });
    const screens = {
      client: { userId: client.id, role: 'client', deskId: null },
      lawyer: { userId: lawyerId, role: 'lawyer', deskId: desk.id },
      manager: { userId: 'a-desk-manager', role: 'manager', deskId: desk.id },
      otherLawyer: { userId: 'another-lawyer-of-the-desk', role: 'lawyer', deskId: desk.id },
      otherClient: { userId: 'another-client', role: 'client', deskId: null },
      otherManager: { userId: 'a-manager-elsewhere', role: 'manager', deskId: 'another-desk' },
    } as const;
    const heard = new Map<string, unknown[]>();
    const leave = await Promise.all(
      Object.entries(screens).map(([name, who]) =>
        hub.subscribe({
          ...who,
          send: (_event, data) => {
            if (data.list === 'ledger') heard.set(name, [...(heard.get(name) ?? []), data]);
          },
          close: () => undefined,
        }),
      ),
    );
    try {
      expect((await record(theCase.id, 250)).statusCode).toBe(201);
      await adminEvents(); // the marker follows the event: every screen has had its turn
      const told = [{ list: 'ledger', caseId: theCase.id }];
      expect(Object.fromEntries(Object.keys(screens).map((name) => [name, heard.get(name) ?? []]))).toEqual({
        client: told,
        lawyer: told,
        manager: told,
        otherLawyer: [],
        otherClient: [],
        otherManager: [],
      });
    } finally {
      for (const stop of leave) stop();
    }
  });

  it('tell nobody anything when the movement is refused', async () => {
    const { client, cookie, theCase } = await clientWithCase();
    const recovery = (await recover(theCase.id, 100)).json();
    const reverse = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/cases/${theCase.id}/recoveries/${recovery.id}/reverse`,
        payload: { reason: 'Duplicate entry' },
        headers: { cookie: lawyerCookie, 'idempotency-key': key() },
      });
    expect((await reverse()).statusCode).toBe(201);
    await adminEvents();
    expect((await reverse()).statusCode).toBe(409); // already reversed: rolled back
    expect(await adminEvents()).toEqual([]);
    expect((await inbox(cookie)).map((x) => x.kind)).toEqual(['recovery_reversed', 'recovery_recorded']);
    expect(await emailsTo(client.id)).toHaveLength(2);
  });
});

describe('withdrawals', () => {
  async function clientWithFunds() {
    const who = await clientWithCase();
    expect((await recover(who.theCase.id, 10_000)).statusCode).toBe(201);
    const method = await t.app.inject({
      method: 'POST',
      url: '/api/client/payout-methods',
      payload: {
        kind: 'bank_account',
        holderName: `${who.client.firstName} ${who.client.lastName}`,
        iban: 'NL91ABNA0417164300',
      },
      headers: { cookie: who.cookie },
    });
    expect(method.statusCode, method.body).toBe(201);
    return { ...who, methodId: method.json().id as string };
  }
  const request = async (cookie: string, methodId: string, amount: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/withdrawals',
      payload: { amount, payoutMethodId: methodId },
      headers: { cookie, 'idempotency-key': key() },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const step = (id: string, action: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/${action}`,
      payload,
      headers: { cookie: action === 'mark-paid' ? accountsCookie : adminCookie },
    });
  const withdrawalsChanged = { event: 'list-changed', data: { list: 'withdrawals' } };

  it('put a request in front of admins at once, and tell the client every decision', async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    await adminEvents();
    const id = await request(cookie, methodId, 3000);
    // The queue refreshes and every admin's bell rings (issue 17 item 6).
    expect(await adminEvents()).toEqual([withdrawalsChanged, { event: 'notification', data: {} }]);
    const [asked] = await inbox(adminCookie);
    expect(asked).toMatchObject({
      kind: 'withdrawal_requested',
      caseId: null,
      readAt: null,
      params: {
        withdrawalId: id,
        clientName: `${client.firstName} ${client.lastName}`,
        amount: 3000,
        amountCents: 300_000,
        currency: 'USD',
      },
    });

    expect((await step(id, 'approve')).statusCode).toBe(200);
    expect(await adminEvents()).toEqual([withdrawalsChanged]);
    expect((await step(id, 'mark-paid', { reference: 'SEPA-2026-0042' })).statusCode).toBe(200);
    expect(await adminEvents()).toEqual([withdrawalsChanged]);

    const [paid, approved] = await inbox(cookie);
    expect(approved).toMatchObject({
      kind: 'withdrawal_approved',
      caseId: null,
      params: { withdrawalId: id, amount: 3000, currency: 'USD' },
    });
    expect(paid).toMatchObject({
      kind: 'withdrawal_paid',
      params: { withdrawalId: id, amount: 3000, currency: 'USD', reference: 'SEPA-2026-0042' },
    });
    const [paidEmail, approvedEmail] = await emailsTo(client.id);
    expect(approvedEmail).toMatchObject({
      template: 'withdrawal_approved',
      subject: 'Your withdrawal of $3,000.00 has been approved',
    });
    expect(paidEmail).toMatchObject({
      template: 'withdrawal_paid',
      subject: 'Your withdrawal of $3,000.00 has been paid',
    });
    expect(paidEmail!.textBody).toContain('(payment reference SEPA-2026-0042)');
  });

  it('ring every active admin, and only admins', async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const banned = await createUser(t.db, { role: 'admin', status: 'banned' });
    const { cookie, methodId } = await clientWithFunds();
    const id = await request(cookie, methodId, 200);
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'withdrawal_requested'),
          sql`${notifications.params}->>'withdrawalId' = ${id}`,
        ),
      );
    const userIds = told.map((r) => r.userId);
    expect(userIds).toContain(other.id);
    expect(userIds).not.toContain(banned.id);
    expect(userIds).not.toContain(lawyerId);
    const admins = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    expect(userIds).toHaveLength(admins[0]!.n);
  });

  it('tell the client why a withdrawal was rejected (D12)', async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    const id = await request(cookie, methodId, 1000);
    const reason = 'The account holder name does not match your name.';
    expect((await step(id, 'reject', { reason })).statusCode).toBe(200);

    const [rejected] = await inbox(cookie);
    expect(rejected).toMatchObject({
      kind: 'withdrawal_rejected',
      params: { amount: 1000, currency: 'USD', reason },
    });
    const [email] = await emailsTo(client.id);
    expect(email).toMatchObject({ template: 'withdrawal_rejected' });
    expect(email!.textBody).toContain(`Your withdrawal of $1,000.00 was not approved. Reason: ${reason}`);
  });

  it("update admins' list when the client cancels, without a message to the client", async () => {
    const { client, cookie, methodId } = await clientWithFunds();
    const id = await request(cookie, methodId, 500);
    await adminEvents();
    const before = (await inbox(cookie)).length;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/client/withdrawals/${id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await adminEvents()).toEqual([withdrawalsChanged]);
    expect(await inbox(cookie)).toHaveLength(before);
    expect((await emailsTo(client.id)).map((e) => e.template)).toEqual(['recovery_recorded']);
  });

  it('tell nobody anything about a step out of order', async () => {
    const { cookie, methodId } = await clientWithFunds();
    const id = await request(cookie, methodId, 500);
    await adminEvents();
    expect((await step(id, 'mark-paid', { reference: 'X-1' })).statusCode).toBe(409);
    expect(await adminEvents()).toEqual([]);
    expect((await inbox(cookie)).map((x) => x.kind)).toEqual(['recovery_recorded']);
  });
});
