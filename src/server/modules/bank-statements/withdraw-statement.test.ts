import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { camtStatement, statementStaff, uploadStatement } from '../../../../tests/support/bank-statements';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import type {
  BankStatementDetail,
  BankStatementSummary,
  Unmatched,
} from '../../../shared/contracts/bank-statements';
import type { CaseLedger } from '../../../shared/contracts/ledger';
import type { Reconciliation } from '../../../shared/contracts/reconciliation';
import type { Actor } from '../../core/actor';
import { auditLog, bankStatementWithdrawals } from '../../db/schema';
import { createCase } from '../../seed/factories';
import { addPayoutMethod } from '../withdrawals/payout-methods';
import { requestWithdrawal } from '../withdrawals/service';

/**
 * Issue 32 item 5 through the API: an admin withdraws a statement imported in error; its lines
 * count nowhere, the reports it confirmed await confirmation again and the client no longer sees
 * that money; refused after a sign-off, without a reason, twice, or when the money was drawn on.
 */
const t = appPerFile();
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const { admin, lawyer, call } = statementStaff(t, ['EUR', 'USD', 'GBP', 'CHF'], {
  firstName: 'Ines',
  lastName: 'Auditor',
});

let n = 0;

/** A client's case in `currency` with a recovery of `cents` reported by the lawyer. */
async function reportedCase(currency: string, cents: number, reference: string) {
  const clientLogin = await loginAs(t, 'client', { firstName: 'Marta', lastName: `Client ${n++}` });
  const theCase = await createCase(t.db, { clientId: clientLogin.user.id, lawyerId: lawyer.id, currency });
  const amount = (cents / 100).toFixed(2);
  const response = await call(
    'POST',
    `/api/cases/${theCase.id}/recoveries`,
    { amount, receivedAt: today, source: 'bank_recall', reference },
    lawyer.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { clientLogin, theCase, reportId: (response.json() as { id: string }).id };
}

/** The statement of this month that funds `reference`, imported by the admin: matched and confirmed. */
async function importFunding(currency: string, cents: number, reference: string) {
  const bytes = camtStatement({
    id: `W-${reference}`,
    currency,
    from: `${month}-01`,
    to: today,
    openingCents: 0,
    entries: [{ cents, day: today, reference: `Recall ${reference}` }],
  });
  const response = await uploadStatement(t.app, admin.cookie, `${reference}.xml`, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return { bytes, statement: response.json().statements[0] as BankStatementSummary };
}

const detail = async (id: string) =>
  (await call('GET', `/api/admin/bank-statements/${id}`)).json() as BankStatementDetail;
const ledgerAs = async (caseId: string, cookie = admin.cookie) =>
  (await call('GET', `/api/cases/${caseId}/ledger`, undefined, cookie)).json() as CaseLedger;
const withdraw = (id: string, reason?: string) =>
  call('POST', `/api/admin/bank-statements/${id}/withdraw`, reason === undefined ? {} : { reason });

describe('withdrawing a statement imported in error', () => {
  it('marks its lines withdrawn, puts the report it confirmed back to awaiting confirmation, takes the money from the client, audits it; the statement may then be imported again', async () => {
    const { theCase, clientLogin, reportId } = await reportedCase('EUR', 100_000, 'RECALL-W1');
    const { bytes, statement } = await importFunding('EUR', 100_000, 'RECALL-W1');
    expect((await detail(statement.id)).lines[0]!.match.status).toBe('matched');
    expect((await ledgerAs(theCase.id, clientLogin.cookie)).client.availableBalanceCents).toBe(80_000);

    // No reason: 400 naming the field, nothing changed.
    const bare = await withdraw(statement.id);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { reason: expect.any(String) },
    });
    expect(await t.db.select().from(bankStatementWithdrawals)).toHaveLength(0);
    expect((await detail(statement.id)).lines[0]!.match.status).toBe('matched');

    const done = await withdraw(statement.id, 'Imported the test bank file by mistake');
    expect(done.statusCode, done.body).toBe(204);

    const after = await detail(statement.id);
    expect(after.statement.withdrawal).toMatchObject({
      reason: 'Imported the test bank file by mistake',
      withdrawnByName: 'Ines Auditor',
    });
    expect(after.lines.map((l) => l.match.status)).toEqual(['withdrawn']);

    // The report waits for a second person again; the client no longer has the money.
    const staffLedger = await ledgerAs(theCase.id);
    expect(staffLedger.summary).toMatchObject({ recoveredAmountCents: 0, reportedAmountCents: 100_000 });
    const awaiting = staffLedger.entries.filter(
      (e) => e.kind === 'recovery_report' && e.report?.status === 'awaiting_confirmation',
    );
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0]).toMatchObject({ amountCents: 100_000, reference: 'RECALL-W1' });
    expect(staffLedger.entries.some((e) => e.kind === 'reversal')).toBe(true);
    const clientView = await ledgerAs(theCase.id, clientLogin.cookie);
    expect(clientView.client.availableBalanceCents).toBe(0);
    expect(clientView.summary.recoveredAmountCents).toBe(0);

    const [audit] = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, statement.id))).filter(
      (a) => a.action === 'bank_statement.withdrawn',
    );
    expect(audit?.after).toMatchObject({
      reason: 'Imported the test bank file by mistake',
      matchedLineNos: [1],
      reopenedReports: [expect.objectContaining({ reportId, newReportId: awaiting[0]!.id })],
    });

    // It counts nowhere: not among the lines to match, not in the month; the month lists it.
    const unmatched = (
      await call('GET', '/api/admin/bank-statements/unmatched?currency=EUR')
    ).json() as Unmatched;
    expect(unmatched.lines.some((l) => l.statementId === statement.id)).toBe(false);
    expect(unmatched.entries.map((e) => e.id)).toContain(awaiting[0]!.id);
    const recon = (
      await call('GET', `/api/admin/reconciliation?month=${month}&currency=EUR`)
    ).json() as Reconciliation;
    expect(recon.bankBalance).toBeNull();
    expect(recon.items.filter((i) => i.kind === 'unmatched_line')).toEqual([]);
    expect(recon.withdrawnStatements).toEqual([
      expect.objectContaining({ id: statement.id, reason: 'Imported the test bank file by mistake' }),
    ]);
    const status = (await call('GET', '/api/admin/reconciliation/status')).json();
    expect(status.currencies.find((c: { currency: string }) => c.currency === 'EUR').unmatchedLineCount).toBe(
      0,
    );

    // A withdrawn line can no longer be matched or set aside.
    const lineId = after.lines[0]!.id;
    const match = await call('POST', `/api/admin/bank-statements/lines/${lineId}/match`, {
      transactionId: awaiting[0]!.id,
    });
    expect(match.statusCode).toBe(409);
    expect(match.json().error.message).toMatch(/withdrawn statement/);
    const unmatch = await call('POST', `/api/admin/bank-statements/lines/${lineId}/unmatch`, {
      reason: 'Trying to bring it back',
    });
    expect(unmatch.statusCode).toBe(409);

    // Twice: 409.
    const again = await withdraw(statement.id, 'Imported the test bank file by mistake');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already been withdrawn/);

    // The same file imported again: stored anew, and it confirms the report again.
    const reimport = await uploadStatement(t.app, admin.cookie, 'RECALL-W1-again.xml', bytes);
    expect(reimport.statusCode, reimport.body).toBe(201);
    const second = reimport.json().statements[0] as BankStatementSummary;
    expect(second.id).not.toBe(statement.id);
    expect((await detail(second.id)).lines[0]!.match.status).toBe('matched');
    expect((await ledgerAs(theCase.id, clientLogin.cookie)).client.availableBalanceCents).toBe(80_000);
    // …but not a third time while it counts.
    const duplicate = await uploadStatement(t.app, admin.cookie, 'RECALL-W1-third.xml', bytes);
    expect(duplicate.statusCode).toBe(409);
  });

  it('is refused once a month it covers is signed off, naming the month, and changes nothing', async () => {
    const { theCase, clientLogin } = await reportedCase('USD', 50_000, 'RECALL-W2');
    const { statement } = await importFunding('USD', 50_000, 'RECALL-W2');
    const signed = await call('POST', '/api/admin/reconciliation/sign-off', { month, currency: 'USD' });
    expect(signed.statusCode, signed.body).toBe(201);

    const refused = await withdraw(statement.id, 'Imported the wrong account');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(month);
    expect(refused.json().error.message).toMatch(/signed off/);
    expect((await detail(statement.id)).statement.withdrawal).toBeNull();
    expect((await detail(statement.id)).lines[0]!.match.status).toBe('matched');
    expect((await ledgerAs(theCase.id, clientLogin.cookie)).client.availableBalanceCents).toBe(40_000);
  });

  it('is refused when the client has already drawn on the money it confirmed', async () => {
    const { theCase, clientLogin } = await reportedCase('GBP', 100_000, 'RECALL-W3');
    const { statement } = await importFunding('GBP', 100_000, 'RECALL-W3');
    const client = {
      ...clientLogin.user,
      hasPassword: true,
      stage: 'complete',
      verifiedAt: new Date(),
      sessionId: 'w',
    };
    const request = { actorId: null, actorRole: null, ip: null, requestId: null };
    const method = await addPayoutMethod({
      db: t.db,
      sessionSecret: t.config.sessionSecret,
      actor: client as unknown as Actor,
      input: { kind: 'bank_account', holderName: 'Marta Client', iban: 'NL91ABNA0417164300' },
      request,
      mail: t.app.deps.mail,
    });
    await requestWithdrawal({
      db: t.db,
      actor: client as unknown as Actor,
      input: { amount: 10_000, payoutMethodId: method.id, currency: 'GBP' },
      idempotencyKey: `withdraw-w-${n++}`,
      request,
      mail: t.app.deps.mail,
    });

    const refused = await withdraw(statement.id, 'Imported the wrong account');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(theCase.reference);
    expect(refused.json().error.message).toMatch(/already drawn/);
    expect((await detail(statement.id)).statement.withdrawal).toBeNull();
    expect((await ledgerAs(theCase.id, clientLogin.cookie)).client.availableBalanceCents).toBe(70_000);
  });

  it('answers 404 for a statement that does not exist', async () => {
    const missing = await withdraw('0190f0f0-0000-7000-8000-000000000000', 'Imported the wrong account');
    expect(missing.statusCode).toBe(404);
  });
});

describe('statements that overlap or leave a gap (issue 32 item 4)', () => {
  const chf = (id: string, from: string, to: string, sequence: string) =>
    uploadStatement(
      t.app,
      admin.cookie,
      `${id}.xml`,
      camtStatement({
        id,
        currency: 'CHF',
        from,
        to,
        openingCents: 0,
        closingCents: 0,
        sequence,
        entries: [],
      }),
    );
  const listed = async () =>
    ((await call('GET', '/api/admin/bank-statements')).json().statements as BankStatementSummary[]).filter(
      (s) => s.currency === 'CHF',
    );

  it('flags them on the list against the previous statement of the account, and forgets a withdrawn one', async () => {
    const jan = await chf('CHF-JAN', '2025-01-01', '2025-01-31', '1');
    const wrong = await chf('CHF-FEB-WRONG', '2025-01-20', '2025-02-10', '9');
    const feb = await chf('CHF-FEB', '2025-02-01', '2025-02-28', '2');
    for (const r of [jan, wrong, feb]) expect(r.statusCode, r.body).toBe(201);
    const byRef = (list: BankStatementSummary[], ref: string) => list.find((s) => s.statementRef === ref)!;

    const before = await listed();
    expect(byRef(before, 'CHF-JAN').continuity).toEqual([]);
    expect(byRef(before, 'CHF-FEB-WRONG').continuity.map((c) => c.kind)).toEqual(['overlap', 'sequence']);
    expect(byRef(before, 'CHF-FEB').continuity).toEqual([
      expect.objectContaining({ kind: 'overlap', previousToDate: '2025-02-10', previousSequenceNo: '9' }),
      expect.objectContaining({ kind: 'sequence' }),
    ]);

    const done = await withdraw(wrong.json().statements[0].id, 'Statement of another client account');
    expect(done.statusCode, done.body).toBe(204);
    const after = await listed();
    expect(byRef(after, 'CHF-FEB').continuity).toEqual([]);
    expect(byRef(after, 'CHF-FEB-WRONG').continuity).toEqual([]);
    const detailed = await detail(byRef(after, 'CHF-FEB-WRONG').id);
    expect(detailed.statement.withdrawal?.reason).toBe('Statement of another client account');

    const gap = await chf('CHF-APR', '2025-04-01', '2025-04-30', '3');
    expect(gap.statusCode, gap.body).toBe(201);
    expect(byRef(await listed(), 'CHF-APR').continuity).toEqual([
      expect.objectContaining({ kind: 'gap', previousToDate: '2025-02-28' }),
    ]);
  });
});
