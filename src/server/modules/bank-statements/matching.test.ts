import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCsvMapping,
  signedCsv,
  statementStaff,
  uploadStatement,
} from '../../../../tests/support/bank-statements';
import { appPerFile } from '../../../../tests/support/test-app';
import type { BankStatementLine, Unmatched } from '../../../shared/contracts/bank-statements';
import type { Actor } from '../../core/actor';
import { auditLog, bankLineMatches, outboxEmails } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';
import { addPayoutMethod } from '../withdrawals/payout-methods';
import { decideWithdrawal, requestWithdrawal } from '../withdrawals/service';

/**
 * Issue 19 item 3 through the API: an imported statement's lines are matched to the ledger by the
 * rules (a credit to the reported recovery it funds, which confirms it; a debit to its payout), and
 * an admin matches, unmatches or sets aside the rest, every step with who and why.
 */
const t = appPerFile();
let mappingId: string;
const { admin, lawyer, call } = statementStaff(t, ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD']);
beforeAll(async () => {
  mappingId = (await createCsvMapping(t.db)).id;
});

let n = 0;

async function clientWithCase() {
  const client = await createUser(t.db, { firstName: 'Marta', lastName: `Client ${n++}` });
  const theCase = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id, currency: 'EUR' });
  return { client, theCase };
}
async function report(caseId: string, amount: string, reference: string, receivedAt = '2026-03-02') {
  const response = await call(
    'POST',
    `/api/cases/${caseId}/recoveries`,
    { amount, receivedAt, source: 'bank_recall', reference },
    lawyer.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}
async function importCsv(lines: Parameters<typeof signedCsv>[0]) {
  const response = await uploadStatement(t.app, admin.cookie, `statement-${n++}.csv`, signedCsv(lines), {
    format: 'csv',
    mappingId,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [summary] = response.json().statements;
  const detail = (await call('GET', `/api/admin/bank-statements/${summary.id}`)).json();
  return { summary, lines: detail.lines as BankStatementLine[] };
}
const ledgerOf = async (caseId: string) => (await call('GET', `/api/cases/${caseId}/ledger`)).json();
const unmatched = async () =>
  (await call('GET', '/api/admin/bank-statements/unmatched?currency=EUR')).json() as Unmatched;

describe('matching on import', () => {
  it('confirms the reported recovery a credit funds: the client’s share becomes available and the client is told', async () => {
    const { client, theCase } = await clientWithCase();
    const reported = await report(theCase.id, '1000.00', 'RECALL-7001');
    const { summary, lines } = await importCsv([
      { date: '2026-03-03', amount: '1000.00', reference: 'RECALL-7001', description: 'Recall of funds' },
      { date: '2026-03-03', amount: '-12.50', description: 'Account fee' },
    ]);
    expect(summary.explainedLineCount).toBe(1);
    expect(lines.map((l) => l.match.status)).toEqual(['matched', 'unmatched']);
    expect(lines[0]!.match).toMatchObject({
      transactionKind: 'recovery',
      caseReference: theCase.reference,
      auto: true,
    });
    const ledger = await ledgerOf(theCase.id);
    expect(ledger.entries[0].report.status).toBe('confirmed');
    expect(ledger.client.availableBalanceCents).toBe(80_000);
    expect(lines[0]!.match.transactionId).toBe(ledger.entries[1].id);
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id));
    expect(emails.map((e) => e.template)).toContain('recovery_recorded');
    const audits = (await t.db.select().from(auditLog)).filter((a) => a.action === 'bank_line.matched');
    expect(audits.at(-1)?.after).toMatchObject({ confirmedReportId: reported.id, auto: true });
  });

  it('matches a debit to the payout it paid, by its reference', async () => {
    const { client, theCase } = await clientWithCase();
    const reported = await report(theCase.id, '500.00', 'RECALL-7002');
    expect(
      (await call('POST', `/api/cases/${theCase.id}/recoveries/${reported.id}/confirm`)).statusCode,
    ).toBe(201);
    const actor = (row: { id: string }): Actor =>
      ({
        ...row,
        hasPassword: true,
        stage: 'complete',
        verifiedAt: new Date(),
        sessionId: 'm',
      }) as unknown as Actor;
    const method = await addPayoutMethod({
      db: t.db,
      sessionSecret: t.config.sessionSecret,
      actor: actor(client),
      input: {
        kind: 'bank_account',
        holderName: `${client.firstName} ${client.lastName}`,
        iban: 'NL91ABNA0417164300',
      },
      request: { actorId: null, actorRole: null, ip: null, requestId: null },
      mail: t.app.deps.mail,
    });
    const audit = { actorId: null, actorRole: null, ip: null, requestId: null };
    const { result } = await requestWithdrawal({
      db: t.db,
      actor: actor(client),
      input: { amount: 30_000, payoutMethodId: method.id, currency: 'EUR' },
      idempotencyKey: `matching-w-${n++}`,
      request: audit,
      mail: t.app.deps.mail,
    });
    const accounts = await createUser(t.db, { role: 'admin' });
    await decideWithdrawal({
      db: t.db,
      actor: actor(accounts),
      id: result.id,
      action: 'approve',
      request: audit,
      mail: t.app.deps.mail,
    });
    await decideWithdrawal({
      db: t.db,
      actor: { ...actor(admin), role: 'admin' } as Actor,
      id: result.id,
      action: 'mark_paid',
      reference: 'PAYOUT-88123',
      request: audit,
      mail: t.app.deps.mail,
    });
    const today = new Date().toISOString().slice(0, 10);
    const { lines } = await importCsv([{ date: today, amount: '-300.00', reference: 'PAYOUT-88123' }]);
    expect(lines[0]!.match).toMatchObject({ status: 'matched', transactionKind: 'payout', auto: true });
  });
});

describe('matching by hand', () => {
  it('leaves two equal candidates to a person; the match confirms the chosen report; unmatch and set aside need reasons', async () => {
    const first = await clientWithCase();
    const second = await clientWithCase();
    const a = await report(first.theCase.id, '250.00', 'ALPHA-1');
    const b = await report(second.theCase.id, '250.00', 'BRAVO-2');
    const { lines } = await importCsv([
      { date: '2026-03-02', amount: '250.00', description: 'Incoming transfer' },
      { date: '2026-03-02', amount: '-4.00', description: 'Card fee' },
    ]);
    const [credit, fee] = lines;
    expect(credit!.match.status).toBe('unmatched');
    let view = await unmatched();
    expect(view.lines.map((l) => l.id)).toEqual(expect.arrayContaining([credit!.id, fee!.id]));
    expect(view.entries.map((e) => e.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    // A line and an entry that do not agree are refused, and nothing changes.
    const differs = await call('POST', `/api/admin/bank-statements/lines/${fee!.id}/match`, {
      transactionId: a.id,
    });
    expect(differs.statusCode).toBe(409);
    expect(differs.json().error.message).toContain('€4.00');
    expect((await ledgerOf(first.theCase.id)).entries[0].report.status).toBe('awaiting_confirmation');

    const matched = await call('POST', `/api/admin/bank-statements/lines/${credit!.id}/match`, {
      transactionId: b.id,
    });
    expect(matched.statusCode, matched.body).toBe(204);
    const ledger = await ledgerOf(second.theCase.id);
    expect(ledger.entries[0].report.status).toBe('confirmed');
    const recoveryId = ledger.entries[1].id;
    view = await unmatched();
    expect(view.lines.map((l) => l.id)).not.toContain(credit!.id);
    expect(view.entries.map((e) => e.id)).not.toContain(b.id);
    expect(view.entries.map((e) => e.id)).not.toContain(recoveryId);
    // Matched once: a second match of the line is refused.
    expect(
      (await call('POST', `/api/admin/bank-statements/lines/${credit!.id}/match`, { transactionId: a.id }))
        .statusCode,
    ).toBe(409);

    // Unmatching needs a reason, leaves the booked recovery alone and lists it again.
    expect(
      (await call('POST', `/api/admin/bank-statements/lines/${credit!.id}/unmatch`, {})).statusCode,
    ).toBe(400);
    const undone = await call('POST', `/api/admin/bank-statements/lines/${credit!.id}/unmatch`, {
      reason: 'This transfer was for another client',
    });
    expect(undone.statusCode).toBe(204);
    view = await unmatched();
    expect(view.lines.map((l) => l.id)).toContain(credit!.id);
    expect(view.entries.find((e) => e.id === recoveryId)).toMatchObject({
      kind: 'recovery',
      amountCents: 25_000,
    });
    expect((await ledgerOf(second.theCase.id)).client.availableBalanceCents).toBe(20_000);

    const aside = await call('POST', `/api/admin/bank-statements/lines/${fee!.id}/not-client-money`, {
      reason: 'Monthly card fee of the account',
    });
    expect(aside.statusCode).toBe(204);
    expect((await unmatched()).lines.map((l) => l.id)).not.toContain(fee!.id);
    const log = await t.db.select().from(bankLineMatches).where(eq(bankLineMatches.lineId, credit!.id));
    expect(log.map((r) => [r.action, r.auto, r.reason, r.decidedBy])).toEqual([
      ['matched', false, null, admin.id],
      ['unmatched', false, 'This transfer was for another client', admin.id],
    ]);
  });
});
