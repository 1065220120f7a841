import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../../../tests/support/recoveries';
import { appPerFile, signIn } from '../../../../tests/support/test-app';
import { holdPostings } from '../../../shared/domain/ledger';
import { insertTransaction } from '../../core/ledger-writer';
import { idempotencyKeys, ledgerPostings, ledgerTransactions } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';

const t = appPerFile();
let lawyerCookie: string;
let clientCookie: string;
/** The desk's manager: the second person who confirms what the lawyer reports (D26). */
let managerCookie: string;
let lawyerId: string;
let deskId: string;
beforeAll(async () => {
  deskId = (await createDesk(t.db)).id;
  const lawyer = await createUser(t.db, { role: 'lawyer', deskId });
  lawyerId = lawyer.id;
  lawyerCookie = (await signIn(t.app, lawyer.username, lawyer.password!)).cookie!;
  const manager = await createUser(t.db, { role: 'manager', deskId });
  managerCookie = (await signIn(t.app, manager.username, manager.password!)).cookie!;
});

async function newCase(amountLostCents = 5_000_000) {
  const client = await createUser(t.db);
  clientCookie = (await signIn(t.app, client.username, client.password!)).cookie!;
  return createCase(t.db, { clientId: client.id, lawyerId, deskId, amountLostCents });
}

let keyCounter = 0;
const record = (
  caseId: string,
  payload: Record<string, unknown>,
  key = `key-${Date.now()}-${keyCounter++}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    payload,
    headers: { cookie: lawyerCookie, 'idempotency-key': key },
  });
const confirm = (caseId: string, reportId: string, cookie = managerCookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${reportId}/confirm`,
    headers: { cookie, 'idempotency-key': `confirm-${Date.now()}-${keyCounter++}` },
  });
/** Reported by the lawyer, confirmed by the manager: money that counts. Answers the booked entry. */
const recover = async (caseId: string, payload: Record<string, unknown>) => {
  const report = await record(caseId, payload);
  expect(report.statusCode, report.body).toBe(201);
  const confirmed = await confirm(caseId, report.json().id);
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return confirmed.json();
};
const reverse = (caseId: string, txId: string, reason = 'Bank recalled the transfer') =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${txId}/reverse`,
    payload: { reason },
    headers: { cookie: lawyerCookie, 'idempotency-key': `rev-${Date.now()}-${keyCounter++}` },
  });
const ledgerOf = async (caseId: string, cookie = lawyerCookie) =>
  (await t.app.inject({ url: `/api/cases/${caseId}/ledger`, headers: { cookie } })).json();
const valid = { amount: '10000.00', receivedAt: '2026-03-02', source: 'chargeback', reference: 'CB-2026-77' };
const rowCounts = async () => ({
  transactions: (await t.db.select({ n: count() }).from(ledgerTransactions))[0]!.n,
  postings: (await t.db.select({ n: count() }).from(ledgerPostings))[0]!.n,
});

describe('recording a recovery', () => {
  it('books a report that counts toward nothing, then on confirmation splits off the 20% fee and shows the client what they may withdraw', async () => {
    const theCase = await newCase();
    const response = await record(theCase.id, valid);
    expect(response.statusCode).toBe(201);
    const report = response.json();
    expect(report).toMatchObject({
      kind: 'recovery_report',
      amount: 10000,
      feeAmount: null,
      clientShareAmount: null,
      report: { status: 'awaiting_confirmation', aboveClaim: false, reportedByYou: true },
    });
    // D41: the client sees no figure and no entry for a report, only confirmed money.
    const reported = await ledgerOf(theCase.id, clientCookie);
    expect(reported.summary).toMatchObject({ recoveredAmount: 0, feeAmount: 0, reportedAmount: 0 });
    expect(reported.client.availableBalanceCents).toBe(0);
    expect(reported.entries).toEqual([]);

    const confirmed = await confirm(theCase.id, report.id);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({
      kind: 'recovery',
      amount: 10000,
      feeAmount: 2000,
      clientShareAmount: 8000,
      reportId: report.id,
    });

    const ledger = await ledgerOf(theCase.id, clientCookie);
    expect(ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(['recovery']);
    expect(ledger.summary).toEqual({
      lossAmount: 50000,
      lossAmountCents: 5_000_000,
      recoveredAmount: 10000,
      recoveredAmountCents: 1_000_000,
      feeAmount: 2000,
      feeAmountCents: 200_000,
      clientShareAmount: 8000,
      clientShareAmountCents: 800_000,
      reportedAmount: 0,
      reportedAmountCents: 0,
    });
    expect(ledger.client).toEqual(balancesOf(8000, 0, 0));
  });

  it('shows an honest zero before any money arrives', async () => {
    const theCase = await newCase();
    const ledger = await ledgerOf(theCase.id, clientCookie);
    expect(ledger.summary.recoveredAmount).toBe(0);
    expect(ledger.client.availableBalance).toBe(0);
    expect(ledger.entries).toEqual([]);
  });

  it.each([
    ['a zero amount', { ...valid, amount: 0 }, 'amount'],
    ['three decimals', { ...valid, amount: '10.005' }, 'amount'],
    ['an unknown source', { ...valid, source: 'gift' }, 'source'],
    ['a future date', { ...valid, receivedAt: '2999-01-01' }, 'receivedAt'],
    ['no reference', { ...valid, reference: ' ' }, 'reference'],
  ])('refuses %s with a message on the field and books nothing', async (_label, payload, field) => {
    const theCase = await newCase();
    const before = await rowCounts();
    const response = await record(theCase.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
    expect(await rowCounts()).toEqual(before);
  });

  it('requires an Idempotency-Key', async () => {
    const theCase = await newCase();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries`,
      payload: valid,
      headers: { cookie: lawyerCookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('idempotency-key');
  });

  it('answers a replay with the first result and books nothing twice; another payload under the key is 409', async () => {
    const theCase = await newCase();
    const first = await record(theCase.id, valid, 'replay-key-0001');
    const before = await rowCounts();
    const again = await record(theCase.id, valid, 'replay-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts()).toEqual(before);

    const different = await record(theCase.id, { ...valid, amount: '99.99' }, 'replay-key-0001');
    expect(different.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(before);
    expect((await ledgerOf(theCase.id)).summary.reportedAmount).toBe(10000);
  });
});

describe('reversing a recovery', () => {
  it('books the exact mirror with the reason, once', async () => {
    const theCase = await newCase();
    const recovery = await recover(theCase.id, valid);
    const reversal = await reverse(theCase.id, recovery.id);
    expect(reversal.statusCode).toBe(201);
    expect(reversal.json()).toMatchObject({
      kind: 'reversal',
      amount: 10000,
      reversesId: recovery.id,
      reason: 'Bank recalled the transfer',
    });

    const ledger = await ledgerOf(theCase.id);
    expect(ledger.summary).toMatchObject({ recoveredAmount: 0, feeAmount: 0, clientShareAmount: 0 });
    expect(ledger.entries.find((e: { id: string }) => e.id === recovery.id).reversedById).toBe(
      reversal.json().id,
    );

    const twice = await reverse(theCase.id, recovery.id);
    expect(twice.statusCode).toBe(409);
  });

  it('is refused while the client share is held for a withdrawal, and changes nothing', async () => {
    const theCase = await newCase();
    const recovery = await recover(theCase.id, valid);
    // A withdrawal hold of 5,000.00 (the withdrawal endpoints post exactly these postings).
    // Through the ledger's one writer, as the withdrawal endpoints post it.
    await t.db.transaction((tx) =>
      insertTransaction(
        tx,
        { kind: 'withdrawal_hold', clientId: theCase.clientId, currency: 'USD', amountCents: 500_000 },
        holdPostings(500_000),
      ),
    );
    const before = await rowCounts();
    const response = await reverse(theCase.id, recovery.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/no longer available/);
    expect(await rowCounts()).toEqual(before);
    expect((await ledgerOf(theCase.id)).client).toEqual(balancesOf(3000, 5000, 0));
  });

  it('answers 404 for a transaction of another case', async () => {
    const caseOne = await newCase();
    const caseTwo = await newCase();
    const recovery = await recover(caseOne.id, valid);
    expect((await reverse(caseTwo.id, recovery.id)).statusCode).toBe(404);
  });
});

describe('the database guards the ledger too', () => {
  it('refuses to edit or delete postings and transactions', async () => {
    const theCase = await newCase();
    const recovery = await recover(theCase.id, valid);
    await expect(
      t.db
        .update(ledgerPostings)
        .set({ amountCents: 1 })
        .where(eq(ledgerPostings.transactionId, recovery.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, recovery.id)),
    ).rejects.toThrow();
    expect((await ledgerOf(theCase.id)).summary.recoveredAmount).toBe(10000);
  });

  it('refuses to commit a transaction whose postings do not sum to zero', async () => {
    const theCase = await newCase();
    const before = await rowCounts();
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({
            kind: 'recovery',
            clientId: theCase.clientId,
            caseId: theCase.id,
            currency: 'USD',
            amountCents: 100,
          })
          .returning();
        await tx.insert(ledgerPostings).values([
          {
            transactionId: row!.id,
            account: 'trust_bank',
            clientId: theCase.clientId,
            currency: 'USD',
            amountCents: 100,
          },
          {
            transactionId: row!.id,
            account: 'client_funds',
            clientId: theCase.clientId,
            currency: 'USD',
            amountCents: -99,
          },
        ]);
      }),
    ).rejects.toThrow();
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves no partial rows when the transaction fails midway, and the same key works afterwards', async () => {
    const theCase = await newCase();
    // Fault injection: the audit insert (after the ledger rows) fails inside the transaction.
    await t.db.execute(sql`
      create or replace function fail_recovery_audit() returns trigger as $$
      begin
        if new.action = 'ledger.recovery.reported' then raise exception 'injected failure'; end if;
        return new;
      end; $$ language plpgsql`);
    await t.db.execute(
      sql`create trigger fail_recovery_audit before insert on audit_log for each row execute function fail_recovery_audit()`,
    );
    const before = await rowCounts();
    try {
      const response = await record(theCase.id, valid, 'atomic-key-0001');
      expect(response.statusCode).toBe(500);
      expect(await rowCounts()).toEqual(before);
      const keys = await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'atomic-key-0001'));
      expect(keys).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger fail_recovery_audit on audit_log`);
    }
    expect((await record(theCase.id, valid, 'atomic-key-0001')).statusCode).toBe(201);
  });
});
