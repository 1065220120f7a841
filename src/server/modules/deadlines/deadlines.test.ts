import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsApplied } from '../../../../tests/support/approvals';
import { daysFromToday, insertTrailPayment, today } from '../../../../tests/support/deadlines';
import { appPerFile, sessionFor } from '../../../../tests/support/test-app';
import { DEFAULT_DEADLINE_RULES, daysBetween } from '../../../shared/domain/deadlines';
import { enrolTotpDirectly } from '../../core/second-factors';
import { auditLog, schemePayments } from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createCase, createDesk, createUser, type NewUser } from '../../seed/factories';

const t = appPerFile();
let admin: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  admin = await person('admin');
});

async function person(role: NewUser['role'], overrides: NewUser = {}) {
  const user = await createUser(t.db, { role, ...overrides });
  if (role !== 'client') await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, newTotpSecret());
  return { ...user, cookie: await sessionFor(t, user.id) };
}

/** A desk with its manager and lawyer, and a client of `country` whose case that lawyer has. */
async function deskCase(country = 'DE') {
  const desk = await createDesk(t.db, { countries: [country] });
  const manager = await person('manager', { deskId: desk.id });
  const lawyer = await person('lawyer', { deskId: desk.id });
  const client = await person('client', { country });
  const theCase = await createCase(t.db, { clientId: client.id, deskId: desk.id, lawyerId: lawyer.id });
  return { desk, manager, lawyer, client, theCase };
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload: payload as never, headers: { cookie, ...headers } });
const deadlinesOf = (cookie: string, caseId: string) => call(cookie, 'GET', `/api/cases/${caseId}/deadlines`);
const closeUrl = (caseId: string, paymentId: string, ruleId: string) =>
  `/api/cases/${caseId}/deadlines/${paymentId}/${ruleId}/close`;

type Listed = {
  paymentId: string;
  ruleId: string;
  dueOn: string;
  daysLeft: number;
  state: string;
  label: string;
};
const pairs = (list: Listed[]) => list.map((d) => [d.ruleId, d.dueOn]);

describe("a case's deadlines", () => {
  it.each([
    {
      rule: 'card (Visa) of a client in Germany: network chargeback, PSD2 claim, limitation',
      country: 'DE',
      payment: { paidOn: '2026-01-10', method: 'card', cardNetwork: 'visa' },
      expected: [
        ['visa-fraud-chargeback', '2026-05-10'],
        ['psd2-unauthorised-card', '2027-02-07'],
        ['general-limitation', '2029-01-09'],
      ],
    },
    {
      rule: 'transfer from Germany: SEPA recall in TARGET business days (past Easter), PSD2 claim',
      country: 'DE',
      payment: { paidOn: '2026-04-02', method: 'bank_transfer' },
      expected: [
        ['sepa-credit-transfer-recall', '2026-04-20'],
        ['psd2-unauthorised-transfer', '2027-04-30'],
        ['general-limitation', '2029-04-01'],
      ],
    },
    {
      rule: 'transfer from the United Kingdom: the APP reimbursement claim, no SEPA recall',
      country: 'GB',
      payment: { paidOn: '2026-04-02', method: 'bank_transfer' },
      expected: [
        ['uk-app-reimbursement', '2027-04-30'],
        ['general-limitation', '2029-04-01'],
      ],
    },
    {
      rule: 'crypto from anywhere: the firm’s exchange-freeze rule',
      country: 'US',
      payment: { paidOn: '2026-03-01', method: 'crypto' },
      expected: [
        ['crypto-exchange-freeze', '2026-03-31'],
        ['general-limitation', '2029-02-28'],
      ],
    },
  ] as const)('computes $rule', async ({ country, payment, expected }) => {
    const { lawyer, theCase } = await deskCase(country);
    const row = await insertTrailPayment(t.db, theCase.id, payment);
    const r = await deadlinesOf(lawyer.cookie, theCase.id);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.payments).toBe(1);
    expect(pairs(body.deadlines)).toEqual(expected);
    for (const d of body.deadlines) {
      expect(d).toMatchObject({ paymentId: row.id, state: 'open', closure: null });
      expect(d.daysLeft).toBe(daysBetween(today(), d.dueOn));
    }
    expect(body.deadlines[0].payment).toMatchObject({
      paidOn: payment.paidOn,
      amount: 2500,
      currency: 'EUR',
    });
  });

  it('lists every live payment soonest first, leaves out a removed one, and follows a changed firm rule', async () => {
    const { lawyer, manager, theCase } = await deskCase('DE');
    const card = await insertTrailPayment(t.db, theCase.id, {
      paidOn: '2026-01-10',
      method: 'card',
      cardNetwork: 'visa',
    });
    await insertTrailPayment(t.db, theCase.id, { paidOn: '2026-03-01', method: 'crypto' });
    const removed = await insertTrailPayment(t.db, theCase.id, { paidOn: '2026-02-01', method: 'crypto' });
    await t.db.update(schemePayments).set({ removedAt: new Date() }).where(eq(schemePayments.id, removed.id));

    const before = (await deadlinesOf(manager.cookie, theCase.id)).json();
    expect(before.payments).toBe(2);
    expect(before.deadlines.map((d: Listed) => d.dueOn)).toEqual([
      '2026-03-31',
      '2026-05-10',
      '2027-02-07',
      '2029-01-09',
      '2029-02-28',
    ]);
    expect(before.deadlines.map((d: Listed) => d.paymentId)).not.toContain(removed.id);

    // The admin shortens the Visa window and renames it: the case follows at once.
    const rules = DEFAULT_DEADLINE_RULES.map((rule) =>
      rule.id === 'visa-fraud-chargeback'
        ? { ...rule, days: 90, label: 'Visa window (firm: 90 days)' }
        : rule,
    );
    const saved = await call(admin.cookie, 'PUT', '/api/admin/settings', { deadlineRules: rules });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const after = (await deadlinesOf(lawyer.cookie, theCase.id)).json();
      const visa = after.deadlines.find(
        (d: Listed) => d.paymentId === card.id && d.ruleId === 'visa-fraud-chargeback',
      );
      expect(visa).toMatchObject({ dueOn: '2026-04-10', label: 'Visa window (firm: 90 days)' });
    } finally {
      // Back to the longer window: a loosening (D37), approved by the operator.
      await settingsApplied(t, admin.cookie, { deadlineRules: DEFAULT_DEADLINE_RULES });
    }
  });

  it('says there is nothing to compute from when the case has no payments', async () => {
    const { lawyer, theCase } = await deskCase();
    expect((await deadlinesOf(lawyer.cookie, theCase.id)).json()).toEqual({
      today: today(),
      payments: 0,
      deadlines: [],
    });
  });

  it("is the case team's: the desk's manager and admins see it, the client is refused, another desk's lawyer finds nothing", async () => {
    const { manager, client, theCase } = await deskCase();
    const row = await insertTrailPayment(t.db, theCase.id, { paidOn: '2026-03-01' });
    const elsewhere = await deskCase('FR');
    expect((await deadlinesOf(manager.cookie, theCase.id)).statusCode).toBe(200);
    expect((await deadlinesOf(admin.cookie, theCase.id)).statusCode).toBe(200);
    expect((await deadlinesOf(client.cookie, theCase.id)).statusCode).toBe(403);
    const foreign = await deadlinesOf(elsewhere.lawyer.cookie, theCase.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    const closing = await call(
      elsewhere.lawyer.cookie,
      'POST',
      closeUrl(theCase.id, row.id, 'crypto-exchange-freeze'),
      { outcome: 'met', reason: 'Freeze request sent' },
    );
    expect(closing.statusCode).toBe(404);
  });
});

describe('recording a deadline met or waived', () => {
  it('asks why, records who and when, puts it on the staff timeline and in the audit log, once', async () => {
    const { lawyer, client, theCase } = await deskCase();
    const row = await insertTrailPayment(t.db, theCase.id, { paidOn: '2026-03-01', method: 'crypto' });
    const url = closeUrl(theCase.id, row.id, 'crypto-exchange-freeze');

    const noReason = await call(lawyer.cookie, 'POST', url, { outcome: 'met', reason: ' a ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'Say in a few words why' });
    const tooLong = await call(lawyer.cookie, 'POST', url, { outcome: 'met', reason: 'x'.repeat(501) });
    expect(tooLong.json().error.fields.reason).toBe('Keep the reason under 500 characters');
    const badOutcome = await call(
      lawyer.cookie,
      'POST',
      url,
      { outcome: 'done', reason: 'Sent' },
      {
        'x-screen-language': 'de',
      },
    );
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().error.fields.outcome).toMatch(/Wählen/);
    const unknownRule = await call(
      lawyer.cookie,
      'POST',
      closeUrl(theCase.id, row.id, 'visa-fraud-chargeback'),
      {
        outcome: 'met',
        reason: 'Not a card payment',
      },
    );
    expect(unknownRule.statusCode).toBe(404);
    expect((await deadlinesOf(lawyer.cookie, theCase.id)).json().deadlines[0].state).toBe('open');

    const reason = 'Freeze request sent to the exchange on 20 March, acknowledged';
    const met = await call(lawyer.cookie, 'POST', url, { outcome: 'met', reason });
    expect(met.statusCode, met.body).toBe(200);
    expect(met.json()).toMatchObject({
      ruleId: 'crypto-exchange-freeze',
      state: 'met',
      closure: { outcome: 'met', reason, closedBy: `${lawyer.firstName} ${lawyer.lastName}` },
    });
    const listed = (await deadlinesOf(lawyer.cookie, theCase.id)).json().deadlines;
    expect(listed.map((d: Listed) => [d.ruleId, d.state])).toEqual([
      ['crypto-exchange-freeze', 'met'],
      ['general-limitation', 'open'],
    ]);

    const again = await call(lawyer.cookie, 'POST', url, { outcome: 'waived', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This deadline has already been recorded as met or waived.');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, theCase.id), eq(auditLog.action, 'deadline.met')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: lawyer.id,
      after: {
        paymentId: row.id,
        ruleId: 'crypto-exchange-freeze',
        dueOn: '2026-03-31',
        outcome: 'met',
        reason,
      },
    });
    const staffTimeline = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    const event = staffTimeline.events.find((e: { kind: string }) => e.kind === 'deadline_met');
    expect(event.notes).toContain(reason);
    expect(event.clientVisible).toBe(false);
    const clientTimeline = (await call(client.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    expect(clientTimeline.events.map((e: { kind: string }) => e.kind)).not.toContain('deadline_met');
  });

  it('lets the desk manager waive one, audited as waived', async () => {
    const { manager, theCase } = await deskCase();
    const row = await insertTrailPayment(t.db, theCase.id, { paidOn: '2026-03-01' });
    const r = await call(manager.cookie, 'POST', closeUrl(theCase.id, row.id, 'general-limitation'), {
      outcome: 'waived',
      reason: 'Client settled with the platform; no claim will be brought',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().state).toBe('waived');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, theCase.id), eq(auditLog.action, 'deadline.waived')));
    expect(audit).toMatchObject({
      actorId: manager.id,
      after: { outcome: 'waived', ruleId: 'general-limitation' },
    });
  });
});

describe("the lawyer's urgent tasks", () => {
  it('include an open deadline due within 14 days and an overdue one, not one in 20 days nor one met', async () => {
    const { lawyer, theCase } = await deskCase();
    // Crypto: the firm's exchange-freeze rule gives 30 days from the payment.
    const soon = await insertTrailPayment(t.db, theCase.id, { paidOn: daysFromToday(-20) });
    const later = await insertTrailPayment(t.db, theCase.id, { paidOn: daysFromToday(-10) });
    const overdue = await insertTrailPayment(t.db, theCase.id, { paidOn: daysFromToday(-33) });
    const met = await insertTrailPayment(t.db, theCase.id, { paidOn: daysFromToday(-25) });
    const closing = await call(
      lawyer.cookie,
      'POST',
      closeUrl(theCase.id, met.id, 'crypto-exchange-freeze'),
      {
        outcome: 'met',
        reason: 'Exchange froze the funds',
      },
    );
    expect(closing.statusCode).toBe(200);

    const dashboard = (await call(lawyer.cookie, 'GET', '/api/lawyer/dashboard')).json();
    expect(dashboard.deadlineTasks).toEqual([
      {
        caseId: theCase.id,
        reference: theCase.reference,
        paymentId: overdue.id,
        ruleId: 'crypto-exchange-freeze',
        label: 'Exchange freeze request (firm rule)',
        dueOn: daysFromToday(-3),
        daysLeft: -3,
      },
      expect.objectContaining({ paymentId: soon.id, dueOn: daysFromToday(10), daysLeft: 10 }),
    ]);
    expect(dashboard.deadlineTasksTotal).toBe(2);
    expect(dashboard.deadlineTasks.map((d: Listed) => d.paymentId)).not.toContain(later.id);

    // Another lawyer's dashboard shows none of them.
    const other = await person('lawyer', { deskId: theCase.deskId });
    expect((await call(other.cookie, 'GET', '/api/lawyer/dashboard')).json().deadlineTasks).toEqual([]);
  });
});

describe("the firm's deadline rules", () => {
  it('are checked as a whole list, worded for the reader, and audited like every setting', async () => {
    const bad = await call(
      admin.cookie,
      'PUT',
      '/api/admin/settings',
      {
        deadlineRules: [
          { ...DEFAULT_DEADLINE_RULES[0], country: 'de' },
          { ...DEFAULT_DEADLINE_RULES[1], id: DEFAULT_DEADLINE_RULES[0]!.id, days: 0 },
        ],
      },
      { 'x-screen-language': 'de' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'deadlineRules.0.country': expect.stringMatching(/Ländercode.*EU/),
      'deadlineRules.1.id': 'Eine andere Regel hat bereits diese Kennung.',
      'deadlineRules.1.days': expect.stringMatching(/1/),
    });

    const mine = [
      ...DEFAULT_DEADLINE_RULES,
      {
        id: 'de-limitation',
        kind: 'limitation',
        method: 'any',
        network: null,
        country: 'DE',
        days: 1095,
        unit: 'calendar_days',
        label: 'Germany: regular limitation (firm reading)',
        source:
          'BGB §§ 195, 199: three years from the end of the year of knowledge; counted from the payment here.',
      },
    ];
    // Every default rule kept and one added: a strengthening, applied at once (D37).
    const saved = await call(admin.cookie, 'PUT', '/api/admin/settings', { deadlineRules: mine });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().deadlineRules).toEqual(mine);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorId: admin.id, after: { deadlineRules: mine } });
    // Dropping the added rule again is a loosening (D37): approved by the operator.
    await settingsApplied(t, admin.cookie, { deadlineRules: DEFAULT_DEADLINE_RULES });
  });
});
