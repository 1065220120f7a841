import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCase, createUser } from '../../src/server/seed/factories';
import type { BankStatementLine } from '../../src/shared/contracts/bank-statements';
import { camtStatement, registerTrustAccounts, statementUpload } from '../support/bank-statements';
import { caseCast } from '../support/case-cast';
import {
  asInsider,
  changedTables,
  expectRefusal,
  expectWorldUnchanged,
  speakGerman,
  worldOf,
} from '../support/insider';
import { appPerFile, signIn } from '../support/test-app';

/**
 * Issue 31 item 2 (D35): a bank statement counts as the second person of D26 only when someone
 * other than the reporter brought it. An admin who reports a recovery and then imports (or
 * matches by hand) a statement line that pays it has involved one person: the line is tied to the
 * report, and the report keeps waiting for a second person. Only admins may import statements, so
 * the admin is the insider here; a manager or lawyer who reports is covered by the second person
 * being whoever imports.
 */
const t = appPerFile();
let cast: Awaited<ReturnType<typeof caseCast>>;
let secondAdmin: { id: string; cookie: string };
let n = 0;
let amountCents = 70_000;

beforeAll(async () => {
  // D42: statements import only into registered trust accounts.
  await registerTrustAccounts(t.db, ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD']);
  cast = await caseCast(t);
  const user = await createUser(t.db, { role: 'admin' });
  secondAdmin = { id: user.id, cookie: (await signIn(t.app, user.username, user.password!)).cookie! };
  await speakGerman(t.db, [cast.manager.id, cast.admin.id, secondAdmin.id]);
});

const headers = (cookie: string) => asInsider(cookie, { 'idempotency-key': `self-confirm-${n++}` });
const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A fresh client's case on the cast's desk, so each attempt starts from a zero balance. */
async function freshCase() {
  const client = await createUser(t.db, { role: 'client' });
  return (await createCase(t.db, { clientId: client.id, deskId: cast.deskId, lawyerId: cast.lawyer.id })).id;
}

async function report(cookie: string, caseId: string, cents: number, reference: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    headers: headers(cookie),
    payload: { amount: decimal(cents), receivedAt: '2026-03-02', source: 'bank_recall', reference },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Imports a camt.053 statement of one credit; `day` far from the report's keeps the rules off it. */
async function importCredit(cookie: string, cents: number, reference: string, day = '2026-03-03') {
  const id = `STMT-SELF-${n++}`;
  const bytes = camtStatement({
    id,
    currency: 'USD',
    from: day,
    to: day,
    openingCents: 0,
    entries: [{ cents, day, reference }],
  });
  const { payload, headers: form } = statementUpload(`${id}.xml`, bytes, { format: 'camt053' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bank-statements',
    payload,
    headers: { ...form, ...asInsider(cookie) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/admin/bank-statements/${response.json().statements[0].id}`,
    headers: asInsider(cookie),
  });
  return (detail.json() as { lines: BankStatementLine[] }).lines[0]!;
}

async function ledgerOf(caseId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cases/${caseId}/ledger`,
    headers: asInsider(cast.admin.cookie),
  });
  const ledger = response.json() as {
    client: { availableBalanceCents: number };
    summary: { recoveredAmountCents: number };
    entries: { id: string; kind: string; report: { status: string } | null }[];
  };
  return ledger;
}
const reportStatus = async (caseId: string, reportId: string) =>
  (await ledgerOf(caseId)).entries.find((e) => e.id === reportId)?.report?.status;

const confirm = (cookie: string, caseId: string, reportId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${reportId}/confirm`,
    headers: headers(cookie),
  });

/** The only tables the import of a statement itself may write to (beside the audit trail). */
const STATEMENT_TABLES = ['bank_line_matches', 'bank_statement_lines', 'bank_statements'];

describe('one admin cannot report a recovery and confirm it with a statement of their own', () => {
  it('the report and a self-imported line that pays it: the line is tied, nothing is available, the report waits', async () => {
    const caseId = await freshCase();
    const cents = amountCents++;
    const reportId = await report(cast.admin.cookie, caseId, cents, `SELF-${cents}`);
    const before = await worldOf(t.db);
    const line = await importCredit(cast.admin.cookie, cents, `SELF-${cents}`);
    // The statement and its match are legitimately stored; money is not.
    const after = await worldOf(t.db);
    expect(
      changedTables(before, after).map((c) => c.split(':')[0]),
      'tables the import changed',
    ).toEqual(STATEMENT_TABLES);
    expect(after.balances, 'ledger balances').toEqual(before.balances);
    expect(await reportStatus(caseId, reportId)).toBe('awaiting_confirmation');
    expect(line.match).toMatchObject({
      status: 'matched',
      transactionId: reportId,
      transactionKind: 'recovery_report',
      awaitingSecondPerson: { reportedById: cast.admin.id },
    });
    // And the reporter still cannot confirm it by hand.
    const world = await worldOf(t.db);
    expectRefusal(await confirm(cast.admin.cookie, caseId, reportId), { status: 409, code: 'conflict' });
    await expectWorldUnchanged(t.db, world);

    // A second person confirms: the money is booked and the line follows it to the recovery.
    const confirmed = await confirm(secondAdmin.cookie, caseId, reportId);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const ledger = await ledgerOf(caseId);
    expect(ledger.summary.recoveredAmountCents).toBe(cents);
    expect(ledger.client.availableBalanceCents).toBeGreaterThan(0);
    const unmatched = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements/unmatched?currency=USD',
      headers: asInsider(secondAdmin.cookie),
    });
    const { entries } = unmatched.json() as { entries: { id: string }[] };
    const recovery = ledger.entries.find((e) => e.kind === 'recovery')!;
    expect(entries.map((e) => e.id)).not.toContain(recovery.id);
  });

  it('the reporter matching a line by hand to their own report ties it, and the report waits', async () => {
    const caseId = await freshCase();
    const cents = amountCents++;
    const reportId = await report(cast.admin.cookie, caseId, cents, `HAND-${cents}`);
    // Brought by someone else, a month away, so the rules leave it for a person.
    const line = await importCredit(secondAdmin.cookie, cents, 'Transfer', '2026-04-20');
    expect(line.match.status).toBe('unmatched');
    const before = await worldOf(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bank-statements/lines/${line.id}/match`,
      headers: asInsider(cast.admin.cookie),
      payload: { transactionId: reportId },
    });
    expect(response.statusCode, response.body).toBe(204);
    const after = await worldOf(t.db);
    expect(changedTables(before, after).map((c) => c.split(':')[0])).toEqual(['bank_line_matches']);
    expect(after.balances).toEqual(before.balances);
    expect(await reportStatus(caseId, reportId)).toBe('awaiting_confirmation');
  });

  it('a statement another admin imports confirms the report at once', async () => {
    const caseId = await freshCase();
    const cents = amountCents++;
    const reportId = await report(cast.manager.cookie, caseId, cents, `OTHER-${cents}`);
    const line = await importCredit(cast.admin.cookie, cents, `OTHER-${cents}`);
    expect(line.match).toMatchObject({
      status: 'matched',
      transactionKind: 'recovery',
      awaitingSecondPerson: null,
    });
    expect(await reportStatus(caseId, reportId)).toBe('confirmed');
    expect((await ledgerOf(caseId)).summary.recoveredAmountCents).toBe(cents);
  });
});

/**
 * Who reports, who imports the statement that pays it, who (if anyone) then confirms by hand:
 * the money is available exactly when two different people were involved — the importer is not
 * the reporter, or a confirmer is not.
 */
describe('money is available iff two different people were involved', () => {
  it('holds for every choice of reporter, importer and confirmer', async () => {
    const people = () => ({ A: cast.admin, B: secondAdmin, M: cast.manager }) as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('A', 'B', 'M' as const),
        fc.constantFrom('A', 'B' as const),
        fc.constantFrom(null, 'A', 'B', 'M' as const),
        async (reporter, importer, confirmer) => {
          const who = people();
          const caseId = await freshCase();
          const cents = amountCents++;
          const reportId = await report(who[reporter].cookie, caseId, cents, `PROP-${cents}`);
          await importCredit(who[importer].cookie, cents, `PROP-${cents}`);
          const bookedByImport = (await reportStatus(caseId, reportId)) === 'confirmed';
          if (confirmer !== null && !bookedByImport) {
            const response = await confirm(who[confirmer].cookie, caseId, reportId);
            expect(response.statusCode).toBe(confirmer === reporter ? 409 : 201);
          }
          const available = (await ledgerOf(caseId)).client.availableBalanceCents;
          const twoPeople = importer !== reporter || (confirmer !== null && confirmer !== reporter);
          expect(available > 0, `${reporter} reports, ${importer} imports, ${confirmer} confirms`).toBe(
            twoPeople,
          );
        },
      ),
      { numRuns: 20 },
    );
  });
});
