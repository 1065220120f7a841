import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, signIn } from '../../../../tests/support/test-app';
import { holdPostings, type Posting, payoutPostings, recoveryPostings } from '../../../shared/domain/ledger';
import type { Actor } from '../../core/actor';
import { insertTransaction } from '../../core/ledger-writer';
import { createCase, createUser } from '../../seed/factories';
import { addPayoutMethod } from '../withdrawals/payout-methods';
import { decideWithdrawal, requestWithdrawal } from '../withdrawals/service';
import { confirmRecovery, reportRecovery } from './reports';
import { reverseRecovery } from './service';

const audit = { actorId: null, actorRole: null, ip: null, requestId: null };
const t = appPerFile();
let lawyer: Actor;
let admin: Actor;
/** Marks paid what `admin` approved: four eyes on money out (issue 19). */
let accounts: Actor;
beforeAll(async () => {
  const asActor = (u: Awaited<ReturnType<typeof createUser>>): Actor => ({
    ...u,
    hasPassword: true,
    stage: 'complete',
    verifiedAt: new Date(),
    sessionId: 's',
  });
  lawyer = asActor(await createUser(t.db, { role: 'lawyer' }));
  admin = asActor(await createUser(t.db, { role: 'admin' }));
  accounts = asActor(await createUser(t.db, { role: 'admin' }));
});

let key = 0;
/** Reported by the lawyer and confirmed by an administrator (D26): the money counts. */
const recover = async (caseId: string, amount: number) => {
  const { result: report } = await reportRecovery({
    db: t.db,
    actor: lawyer,
    caseId,
    input: { amount, receivedAt: '2026-03-02', source: 'bank_recall', reference: `BR-${key}` },
    idempotencyKey: `statement-${key++}`,
    request: audit,
  });
  return confirmRecovery({
    db: t.db,
    actor: admin,
    caseId,
    reportId: report.id,
    idempotencyKey: `statement-${key++}`,
    request: audit,
    mail: t.app.deps.mail,
  });
};

describe('GET /api/client/statement', () => {
  it("lists every movement of the client's money, across cases, closing on the available balance", async () => {
    const row = await createUser(t.db, { firstName: 'Sophie', lastName: 'Keller' });
    const client: Actor = {
      ...row,
      hasPassword: true,
      stage: 'complete',
      verifiedAt: new Date(),
      sessionId: 's',
    };
    const first = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    const second = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    await recover(first.id, 100_000);
    const later = await recover(second.id, 50_000);
    const method = await addPayoutMethod({
      db: t.db,
      sessionSecret: 'statement-test-secret',
      actor: client,
      input: { kind: 'bank_account', holderName: 'Sophie Keller', iban: 'NL91ABNA0417164300' },
      request: audit,
      mail: t.app.deps.mail,
    });
    const withdrawal = await requestWithdrawal({
      db: t.db,
      actor: client,
      input: { amount: 30_000, payoutMethodId: method.id, currency: 'USD' },
      idempotencyKey: `statement-w-${key++}`,
      request: audit,
      mail: t.app.deps.mail,
    });
    for (const action of ['approve', 'mark_paid'] as const) {
      await decideWithdrawal({
        db: t.db,
        actor: action === 'mark_paid' ? accounts : admin,
        id: withdrawal.result.id,
        action,
        reference: 'PAY-1',
        request: audit,
        mail: t.app.deps.mail,
      });
    }
    await reverseRecovery({
      db: t.db,
      actor: lawyer,
      caseId: second.id,
      transactionId: later.result.id,
      reason: 'The bank recalled the transfer',
      idempotencyKey: `statement-r-${key++}`,
      request: audit,
      mail: t.app.deps.mail,
    });

    const { cookie } = await signIn(t.app, row.username, row.password!);
    const response = await t.app.inject({
      url: '/api/client/statement?currency=USD',
      headers: { cookie: cookie! },
    });
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    expect(
      statement.lines.map((l: Record<string, unknown>) => [
        l.kind,
        l.caseReference,
        l.receivedAmountCents,
        l.feeAmountCents,
        l.paidOutAmountCents,
        l.availableChangeCents,
        l.availableBalanceCents,
        l.reportedBalanceCents,
      ]),
    ).toEqual([
      // A report is staff business (D41): the client's statement shows the money once confirmed.
      ['recovery', first.reference, 100_000, 20_000, null, 80_000, 80_000, 0],
      ['recovery', second.reference, 50_000, 10_000, null, 40_000, 120_000, 0],
      ['withdrawal_hold', null, null, null, null, -30_000, 90_000, 0],
      ['payout', null, null, null, 30_000, 0, 90_000, 0],
      ['reversal', second.reference, -50_000, -10_000, null, -40_000, 50_000, 0],
    ]);
    expect(statement).toMatchObject({
      openingBalanceCents: 0,
      closingBalanceCents: 50_000,
      closingBalance: 500,
    });
    const ledger = (
      await t.app.inject({ url: `/api/cases/${first.id}/ledger`, headers: { cookie: cookie! } })
    ).json();
    expect(statement.closingBalanceCents).toBe(ledger.client.availableBalanceCents);
  });

  it("shows a client only their own money, and staff use the case's ledger instead", async () => {
    const other = await createUser(t.db);
    const { cookie } = await signIn(t.app, other.username, other.password!);
    const own = await t.app.inject({
      url: '/api/client/statement?currency=USD',
      headers: { cookie: cookie! },
    });
    expect(own.json()).toEqual({
      currency: 'USD',
      from: null,
      to: null,
      openingBalance: 0,
      openingBalanceCents: 0,
      closingBalance: 0,
      closingBalanceCents: 0,
      openingHeld: 0,
      openingHeldCents: 0,
      openingReported: 0,
      openingReportedCents: 0,
      lines: [],
    });
    const staff = await signIn(t.app, lawyer.username, (lawyer as unknown as { password: string }).password);
    const refused = await t.app.inject({
      url: '/api/client/statement?currency=USD',
      headers: { cookie: staff.cookie! },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a currency that is not three capital letters, and changes nothing', async () => {
    const other = await createUser(t.db);
    const { cookie } = await signIn(t.app, other.username, other.password!);
    const bad = await t.app.inject({
      url: '/api/client/statement?currency=usd',
      headers: { cookie: cookie! },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('currency');
  });

  it('gives any period with the balances it opened and closed on, and the bank reference of each payout (issue 19 item 5)', async () => {
    const row = await createUser(t.db);
    const theCase = await createCase(t.db, { clientId: row.id, lawyerId: lawyer.id });
    // Earlier months, booked as the services book them (the ledger's one writer), on their dates.
    const booked = (
      kind: 'recovery' | 'withdrawal_hold' | 'payout',
      at: string,
      cents: number,
      postings: Posting[],
    ) =>
      t.db.transaction((tx) =>
        insertTransaction(
          tx,
          {
            kind,
            clientId: row.id,
            caseId: kind === 'recovery' ? theCase.id : null,
            currency: 'USD',
            amountCents: cents,
            reference: { recovery: 'RECALL-JAN', withdrawal_hold: null, payout: 'TRUST-BANK-REF-0217' }[kind],
            createdAt: new Date(at),
          },
          postings,
        ),
      );
    await booked('recovery', '2026-01-10T10:00:00Z', 100_000, recoveryPostings(100_000, 2000));
    await booked('withdrawal_hold', '2026-02-10T10:00:00Z', 30_000, holdPostings(30_000));
    await booked('payout', '2026-02-17T10:00:00Z', 30_000, payoutPostings(30_000));
    await recover(theCase.id, 10_000); // today: a report and its confirmation
    const { cookie } = await signIn(t.app, row.username, row.password!);
    const statementOf = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/client/statement?currency=USD${query}`,
          headers: { cookie: cookie! },
        })
      ).json();

    const february = await statementOf('&from=2026-02-01&to=2026-02-28');
    expect(february).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      openingBalanceCents: 80_000,
      closingBalanceCents: 50_000,
      openingHeldCents: 0,
    });
    expect(
      february.lines.map((l: Record<string, unknown>) => [l.kind, l.reference, l.availableBalanceCents]),
    ).toEqual([
      ['withdrawal_hold', null, 50_000],
      ['payout', 'TRUST-BANK-REF-0217', 50_000],
    ]);
    const whole = await statementOf('');
    const sinceMarch = await statementOf('&from=2026-03-01');
    expect(sinceMarch.openingBalanceCents).toBe(50_000);
    expect(sinceMarch.closingBalanceCents).toBe(whole.closingBalanceCents);
    expect(sinceMarch.lines.map((l: { kind: string }) => l.kind)).toEqual(['recovery']);
    // A period without movements opens and closes on the same balance.
    expect(await statementOf('&from=2026-03-01&to=2026-03-31')).toMatchObject({
      openingBalanceCents: 50_000,
      closingBalanceCents: 50_000,
      lines: [],
    });
    const backwards = await t.app.inject({
      url: '/api/client/statement?currency=USD&from=2026-03-01&to=2026-02-01',
      headers: { cookie: cookie! },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('to');
  });
});
