import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { auditLog, ledgerPostings, ledgerTransactions } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';

/**
 * Four eyes on money in (D26, issue 19 item 1), through the API: a reported recovery counts toward
 * nothing until someone other than its reporter — the desk's manager or an admin — confirms it;
 * its reporter may retract it, a confirmer may reject it with a reason; above the claim it needs a
 * reason and is flagged.
 */
const t = appPerFile();
type Person = { id: string; cookie: string };
let lawyer: Person;
let manager: Person;
let otherManager: Person;
let admin: Person;
let client: Person;
let deskId: string;
beforeAll(async () => {
  deskId = (await createDesk(t.db)).id;
  const as = async (role: 'lawyer' | 'manager' | 'admin' | 'client', desk: string | null = deskId) => {
    const { user, cookie } = await loginAs(
      t,
      role,
      role === 'admin' || role === 'client' ? {} : { deskId: desk },
    );
    return { id: user.id, cookie };
  };
  lawyer = await as('lawyer');
  manager = await as('manager');
  otherManager = await as('manager', (await createDesk(t.db)).id);
  admin = await as('admin');
  client = await as('client');
});

let n = 0;
const newCase = (amountLostCents = 2_500_000) =>
  createCase(t.db, { clientId: client.id, lawyerId: lawyer.id, deskId, amountLostCents });
const report = (caseId: string, by: Person, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    payload: {
      amount: '1000.00',
      receivedAt: '2026-03-02',
      source: 'chargeback',
      reference: 'CB-9',
      ...body,
    },
    headers: { cookie: by.cookie, 'idempotency-key': `report-key-${n++}` },
  });
const close = (
  caseId: string,
  reportId: string,
  action: 'confirm' | 'retract' | 'reject',
  by: Person,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${reportId}/${action}`,
    ...(payload ? { payload } : {}),
    headers: { cookie: by.cookie, 'idempotency-key': `close-key-${n++}` },
  });
// Staff read reports; the client sees none of them (D41, client-sees-confirmed.test.ts).
const ledgerOf = async (caseId: string, by: Person = manager) =>
  (await t.app.inject({ url: `/api/cases/${caseId}/ledger`, headers: { cookie: by.cookie } })).json();
const rows = async () => ({
  transactions: (await t.db.select({ n: count() }).from(ledgerTransactions))[0]!.n,
  postings: (await t.db.select({ n: count() }).from(ledgerPostings))[0]!.n,
});

describe('a reported recovery (D26)', () => {
  it('is on the staff’s ledger as awaiting confirmation, changes no balance, and is not shown to the client (D41)', async () => {
    const theCase = await newCase();
    const before = await ledgerOf(theCase.id);
    const reported = await report(theCase.id, lawyer);
    expect(reported.statusCode).toBe(201);
    const after = await ledgerOf(theCase.id);
    expect(after.client).toEqual(before.client);
    expect(after.summary).toMatchObject({
      recoveredAmountCents: 0,
      feeAmountCents: 0,
      reportedAmountCents: 100_000,
    });
    expect(after.entries).toEqual([
      expect.objectContaining({
        kind: 'recovery_report',
        amountCents: 100_000,
        report: {
          status: 'awaiting_confirmation',
          aboveClaim: false,
          reportedByYou: false,
          closedById: null,
        },
      }),
    ]);
    const seenByClient = await ledgerOf(theCase.id, client);
    expect(seenByClient.entries).toEqual([]);
    expect(seenByClient.summary.reportedAmountCents).toBe(0);
  });

  it('cannot be confirmed or rejected by its reporter, only by another manager of the desk or an admin', async () => {
    const theCase = await newCase();
    const reported = (await report(theCase.id, manager)).json();
    const before = await rows();
    const own = await close(theCase.id, reported.id, 'confirm', manager);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/another person must confirm/);
    expect(
      (await close(theCase.id, reported.id, 'reject', manager, { reason: 'Not on the statement' }))
        .statusCode,
    ).toBe(409);
    // A lawyer never confirms; a manager of another desk does not see the case.
    expect((await close(theCase.id, reported.id, 'confirm', lawyer)).statusCode).toBe(403);
    expect((await close(theCase.id, reported.id, 'confirm', otherManager)).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
    expect((await ledgerOf(theCase.id)).client.availableBalanceCents).toBe(0);

    const confirmed = await close(theCase.id, reported.id, 'confirm', admin);
    expect(confirmed.statusCode).toBe(201);
    const ledger = await ledgerOf(theCase.id);
    expect(ledger.client.availableBalanceCents).toBe(80_000);
    expect(ledger.summary).toMatchObject({ recoveredAmountCents: 100_000, reportedAmountCents: 0 });
    expect(ledger.entries[0].report).toMatchObject({ status: 'confirmed', closedById: confirmed.json().id });
    // Closed once: a second confirmation, a retraction or a rejection is refused.
    expect((await close(theCase.id, reported.id, 'confirm', otherManager)).statusCode).toBe(404);
    const again = await close(theCase.id, reported.id, 'reject', admin, { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already been confirmed, retracted or rejected/);
  });

  it('can be retracted by its reporter only, and then counts for nothing', async () => {
    const theCase = await newCase();
    const reported = (await report(theCase.id, lawyer)).json();
    expect((await close(theCase.id, reported.id, 'retract', manager)).statusCode).toBe(409);
    const retracted = await close(theCase.id, reported.id, 'retract', lawyer);
    expect(retracted.statusCode).toBe(201);
    expect(retracted.json()).toMatchObject({ kind: 'report_retraction', reportId: reported.id });
    const ledger = await ledgerOf(theCase.id);
    expect(ledger.summary.reportedAmountCents).toBe(0);
    expect(ledger.entries[0].report.status).toBe('retracted');
    expect((await close(theCase.id, reported.id, 'confirm', manager)).statusCode).toBe(409);
  });

  it('can be rejected with a reason by the desk’s manager; without a reason nothing changes', async () => {
    const theCase = await newCase();
    const balances = (await ledgerOf(theCase.id)).client;
    const reported = (await report(theCase.id, lawyer)).json();
    const before = await rows();
    const bare = await close(theCase.id, reported.id, 'reject', manager, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty('reason');
    expect(await rows()).toEqual(before);
    const rejected = await close(theCase.id, reported.id, 'reject', manager, {
      reason: 'No such credit on the trust account',
    });
    expect(rejected.statusCode).toBe(201);
    const ledger = await ledgerOf(theCase.id);
    expect(ledger.entries.map((e: { kind: string; reason: string | null }) => [e.kind, e.reason])).toEqual([
      ['recovery_report', null],
      ['report_rejection', 'No such credit on the trust account'],
    ]);
    expect(ledger.entries[0].report.status).toBe('rejected');
    expect(ledger.client).toEqual(balances);
  });

  it('above the amount lost needs a reason, and is flagged to the confirmer', async () => {
    const theCase = await newCase(100_000);
    const before = await rows();
    const bare = await report(theCase.id, lawyer, { amount: '1500.00' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.aboveClaimReason).toBe(
      'With this amount, the recoveries on this case would come to $1,500.00, more than the $1,000.00 the client lost. Check the amount, or explain why in a few words for the person who confirms it.',
    );
    expect(await rows()).toEqual(before);

    const explained = await report(theCase.id, lawyer, {
      amount: '1500.00',
      aboveClaimReason: 'The court also awarded interest and costs',
    });
    expect(explained.statusCode).toBe(201);
    const [entry] = (await ledgerOf(theCase.id, manager)).entries;
    expect(entry).toMatchObject({
      reason: 'The court also awarded interest and costs',
      report: { status: 'awaiting_confirmation', aboveClaim: true, reportedByYou: false },
    });
    // Awaiting reports count toward the claim too: one more cent needs its own reason.
    expect((await report(theCase.id, lawyer, { amount: '0.01' })).statusCode).toBe(400);
  });

  it('is audited at each step with who did it', async () => {
    const theCase = await newCase();
    const reported = (await report(theCase.id, lawyer)).json();
    await close(theCase.id, reported.id, 'confirm', manager);
    const trail = (await t.db.select().from(auditLog)).filter((a) => a.entityId === theCase.id);
    expect(trail.map((a) => [a.action, a.actorId])).toEqual([
      ['ledger.recovery.reported', lawyer.id],
      ['ledger.recovery.confirmed', manager.id],
    ]);
    expect(trail[1]!.after).toMatchObject({
      reportId: reported.id,
      reportedById: lawyer.id,
      amountCents: 100_000,
    });
  });
});

describe('a retraction by someone who did not report', () => {
  it('is refused even for an admin, who may reject instead', async () => {
    const other = await createUser(t.db, { role: 'client' });
    const theCase = await createCase(t.db, { clientId: other.id, lawyerId: lawyer.id, deskId });
    const reported = (await report(theCase.id, lawyer)).json();
    const refused = await close(theCase.id, reported.id, 'retract', admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Only the person who reported/);
  });
});

describe('GET /api/ledger/awaiting-confirmation', () => {
  const queue = async (by: Person) =>
    t.app.inject({ url: '/api/ledger/awaiting-confirmation', headers: { cookie: by.cookie } });

  it("lists the reports awaiting a second person on the caller's cases, oldest first, until closed", async () => {
    const theCase = await newCase();
    const first = (await report(theCase.id, lawyer, { amount: '10.00' })).json();
    const second = (await report(theCase.id, manager, { amount: '20.00' })).json();
    const ids = async (by: Person) =>
      ((await queue(by)).json().reports as { entry: { id: string } }[]).map((r) => r.entry.id);
    const mine = (await queue(manager)).json().reports as {
      caseReference: string;
      reportedByName: string;
      entry: { id: string; report: { reportedByYou: boolean } };
    }[];
    const listed = mine.filter((r) => [first.id, second.id].includes(r.entry.id));
    expect(listed.map((r) => [r.entry.id, r.caseReference, r.entry.report.reportedByYou])).toEqual([
      [first.id, theCase.reference, false],
      [second.id, theCase.reference, true],
    ]);
    expect(await ids(admin)).toEqual(expect.arrayContaining([first.id, second.id]));
    // Another desk's manager sees none of them; a lawyer has no queue.
    expect(await ids(otherManager)).not.toContain(first.id);
    expect((await queue(lawyer)).statusCode).toBe(403);

    await close(theCase.id, first.id, 'confirm', manager);
    expect(await ids(manager)).not.toContain(first.id);
    expect(await ids(manager)).toContain(second.id);
  });
});
