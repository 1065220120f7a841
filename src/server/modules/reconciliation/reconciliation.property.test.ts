import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camtStatement, registerTrustAccounts } from '../../../../tests/support/bank-statements';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { testMail } from '../../../../tests/support/test-mail';
import type { Actor } from '../../core/actor';
import type { Database } from '../../db/client';
import { createCase, createUser } from '../../seed/factories';
import { importBankStatement } from '../bank-statements/import-statement';
import { markNotClientMoney } from '../bank-statements/matching';
import { getBankStatement } from '../bank-statements/statements-read';
import { confirmRecovery, reportRecovery } from '../ledger/reports';
import { addPayoutMethod } from '../withdrawals/payout-methods';
import { decideWithdrawal, requestWithdrawal } from '../withdrawals/service';
import { computeReconciliation } from './compute';

/**
 * Issue 19 item 4's proof: for random histories of recoveries and payouts, each followed by the
 * bank's statement of them, the three figures agree once every line is matched; a line nothing
 * explains is exactly the difference and blocks the sign-off.
 */
const RUNS = Number(process.env.RECONCILIATION_PROPERTY_RUNS ?? 25);
const CURRENCY = 'AUD';
const audit = { actorId: null, actorRole: null, ip: null, requestId: null };
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);

let database: Database;
const actors: Record<'lawyer' | 'admin' | 'accounts', Actor> = {} as never;
beforeAll(async () => {
  database = await openTestDatabase();
  // D42: statements import only into registered trust accounts.
  await registerTrustAccounts(database.db, ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD']);
  for (const [key, role] of [
    ['lawyer', 'lawyer'],
    ['admin', 'admin'],
    ['accounts', 'admin'],
  ] as const) {
    const user = await createUser(database.db, { role });
    actors[key] = { ...user, hasPassword: true, stage: 'complete', verifiedAt: new Date(), sessionId: 'r' };
  }
}, 60_000);
afterAll(() => database?.close());

const movement = fc.oneof(
  fc.record({ op: fc.constant('recover' as const), cents: fc.integer({ min: 100, max: 500_000 }) }),
  fc.record({ op: fc.constant('pay' as const), share: fc.integer({ min: 1, max: 90 }) }),
);

describe('the three-way reconciliation (property)', () => {
  it(`agrees after every line is matched, and shows one unexplained line as the exact difference, over ${RUNS} histories`, async () => {
    const { db } = database;
    let bankBalance = 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(movement, { minLength: 1, maxLength: 6 }),
        fc.option(fc.integer({ min: -50_000, max: 50_000 }).filter((c) => c !== 0)),
        async (movements, stray) => {
          run++;
          const clientRow = await createUser(db);
          const client: Actor = {
            ...clientRow,
            hasPassword: true,
            stage: 'complete',
            verifiedAt: new Date(),
            sessionId: 'r',
          };
          const theCase = await createCase(db, {
            clientId: client.id,
            lawyerId: actors.lawyer.id,
            currency: CURRENCY,
            amountLostCents: 1_000_000_000,
          });
          const method = await addPayoutMethod({
            db,
            sessionSecret: 'reconciliation-property-secret',
            actor: client,
            input: {
              kind: 'bank_account',
              holderName: `${client.firstName} ${client.lastName}`,
              iban: 'NL91ABNA0417164300',
            },
            request: audit,
            mail: testMail,
          });
          const entries: { cents: number; day: string; reference: string }[] = [];
          let available = 0;
          for (const [i, m] of movements.entries()) {
            const reference = `RUN${run}M${i}X`;
            if (m.op === 'recover') {
              const { result: report } = await reportRecovery({
                db,
                actor: actors.lawyer,
                caseId: theCase.id,
                input: { amount: m.cents, receivedAt: today, source: 'bank_recall', reference },
                idempotencyKey: `rp-${run}-${i}`,
                request: audit,
              });
              const { result } = await confirmRecovery({
                db,
                actor: actors.admin,
                caseId: theCase.id,
                reportId: report.id,
                idempotencyKey: `rc-${run}-${i}`,
                mail: testMail,
                request: audit,
              });
              available += result.clientShareAmountCents ?? 0;
              entries.push({ cents: m.cents, day: today, reference });
            } else {
              const cents = Math.floor((available * m.share) / 100);
              if (cents < 1) continue;
              const { result } = await requestWithdrawal({
                db,
                actor: client,
                input: { amount: cents, payoutMethodId: method.id, currency: CURRENCY },
                idempotencyKey: `rw-${run}-${i}`,
                mail: testMail,
                request: audit,
              });
              await decideWithdrawal({
                db,
                actor: actors.admin,
                id: result.id,
                action: 'approve',
                mail: testMail,
                request: audit,
              });
              await decideWithdrawal({
                db,
                actor: actors.accounts,
                id: result.id,
                action: 'mark_paid',
                reference,
                mail: testMail,
                request: audit,
              });
              available -= cents;
              entries.push({ cents: -cents, day: today, reference });
            }
          }
          if (stray !== null) entries.push({ cents: stray, day: today, reference: 'Bank charges' });

          const opening = bankBalance;
          bankBalance += entries.reduce((s, e) => s + e.cents, 0);
          const [summary] = await importBankStatement({
            db,
            actor: actors.admin,
            request: audit,
            mail: testMail,
            fileName: `run-${run}.xml`,
            bytes: camtStatement({
              id: `PROP-${run}`,
              currency: CURRENCY,
              from: `${month}-01`,
              to: today,
              openingCents: opening,
              entries,
            }),
            fields: { format: 'camt053' },
          });

          const figures = await computeReconciliation(db, month, CURRENCY);
          expect(figures.bankBalanceCents).toBe(bankBalance);
          expect(figures.ledgerBalanceCents).toBe(figures.clientBalanceCents + figures.feesHeldCents);
          expect(figures.unexplainedDifferenceCents).toBe(0);
          const unexplained = figures.items.filter((i) => i.kind === 'unmatched_line');
          if (stray === null) {
            expect(unexplained).toEqual([]);
            expect(figures.blockers).toEqual([]);
          } else {
            expect(unexplained.map((i) => i.amountCents)).toEqual([stray]);
            expect(figures.blockers).toEqual(['unmatched_lines']);
            // Explained as what it is, the month can be signed off again.
            const { lines } = await getBankStatement(db, summary!.id);
            const line = lines.find((l) => l.match.status === 'unmatched')!;
            await markNotClientMoney({
              db,
              actor: actors.admin,
              request: audit,
              lineId: line.id,
              reason: 'Bank charges',
            });
            expect((await computeReconciliation(db, month, CURRENCY)).blockers).toEqual([]);
          }
          // The bank and the ledger differ by exactly what was set aside as no client's money.
          const settled = await computeReconciliation(db, month, CURRENCY);
          const aside = settled.items
            .filter((i) => i.kind === 'not_client_money')
            .reduce((s, i) => s + i.amountCents, 0);
          expect(settled.bankBalanceCents! - settled.ledgerBalanceCents).toBe(aside);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
