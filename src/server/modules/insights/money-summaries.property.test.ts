import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { testMail } from '../../../../tests/support/test-mail';
import { AppError } from '../../../shared/domain/errors';
import { recoveryPostings, reversalPostings } from '../../../shared/domain/ledger';
import type { Currency } from '../../../shared/domain/money';
import { PHASES } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { insertTransaction } from '../../core/ledger-writer';
import type { Database } from '../../db/client';
import { cases } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';
import { assignCase } from '../cases/assignment';
import { confirmRecovery, rejectReport, reportRecovery, retractReport } from '../ledger/reports';
import { reverseRecovery } from '../ledger/service';
import { addPayoutMethod } from '../withdrawals/payout-methods';
import { decideWithdrawal, requestWithdrawal } from '../withdrawals/service';
import { checkMoneySummaries } from './money-summaries.test-support';

/**
 * The money summaries (D124: ledger_month_totals, lawyer_money_months, lawyer_phase_stats,
 * withdrawal_status_totals, kept by triggers) equal the computation from the raw rows after
 * random sequences of operations through the real services: recoveries reported, confirmed,
 * rejected and retracted; reversals; recoveries booked in earlier months; withdrawals requested,
 * approved, paid, rejected and cancelled; cases reassigned between lawyers (and so desks),
 * unassigned, moved, their phase and rating changed (MONEY_SUMMARIES_PROPERTY_RUNS, default 60).
 * Then a deliberately broken trigger must make the same check fail.
 */
const RUNS = Number(process.env.MONEY_SUMMARIES_PROPERTY_RUNS ?? 60);
const audit = { actorId: null, actorRole: null, ip: null, requestId: null };

let database: Database;
let admin: Actor;
/** Confirms what `admin` reported and pays what `admin` approved (four eyes, D26). */
let accounts: Actor;
let lawyerIds: string[];
let deskIds: string[];
const asActor = (u: Awaited<ReturnType<typeof createUser>>): Actor => ({
  ...u,
  hasPassword: true,
  stage: 'complete',
  verifiedAt: new Date(),
  sessionId: 'p',
});
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  admin = asActor(await createUser(db, { role: 'admin' }));
  accounts = asActor(await createUser(db, { role: 'admin' }));
  deskIds = [(await createDesk(db)).id, (await createDesk(db)).id];
  // Two lawyers on different desks and one without a desk: a reassignment may move the desk too.
  lawyerIds = [
    (await createUser(db, { role: 'lawyer', deskId: deskIds[0] })).id,
    (await createUser(db, { role: 'lawyer', deskId: deskIds[1] })).id,
    (await createUser(db, { role: 'lawyer' })).id,
  ];
}, 60_000);
afterAll(() => database?.close());

const pick = fc.nat();
const monthsAgo = fc.integer({ min: 0, max: 14 });
const step = fc.oneof(
  fc.record({ op: fc.constant('open' as const), lawyer: fc.option(pick, { nil: null }), euro: fc.boolean() }),
  fc.record({
    op: fc.constant('report' as const),
    case: pick,
    cents: fc.integer({ min: 1, max: 2_000_000 }),
    receivedAgo: monthsAgo,
  }),
  fc.record({ op: fc.constantFrom('confirm' as const, 'reject_report' as const, 'retract' as const), pick }),
  fc.record({ op: fc.constant('reverse' as const), pick }),
  fc.record({
    op: fc.constant('booked_earlier' as const),
    case: pick,
    cents: fc.integer({ min: 1, max: 2_000_000 }),
    bookedAgo: monthsAgo,
    reversedLater: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  }),
  fc.record({
    op: fc.constant('withdraw' as const),
    case: pick,
    cents: fc.integer({ min: 1, max: 1_500_000 }),
  }),
  fc.record({
    op: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const, 'pay' as const),
    pick,
  }),
  fc.record({ op: fc.constant('assign' as const), case: pick, lawyer: pick }),
  fc.record({ op: fc.constant('unassign' as const), case: pick }),
  fc.record({ op: fc.constant('move' as const), case: pick, desk: fc.option(pick, { nil: null }) }),
  fc.record({
    op: fc.constant('phase' as const),
    case: pick,
    phase: fc.constantFrom(...PHASES),
    ageDays: fc.integer({ min: 0, max: 400 }),
  }),
  fc.record({
    op: fc.constant('rate' as const),
    case: pick,
    rating: fc.option(fc.integer({ min: 1, max: 5 })),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** Expected refusals (409, 400, 404) are part of the game; anything else is a bug. */
async function attempt<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

const at = <T>(list: T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];
const midMonth = (ago: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ago, 15, 12));
};

/** Played first, so every kind of movement and withdrawal outcome is met whatever the seed. */
const everyMovement: Step[] = [
  { op: 'booked_earlier', case: 0, cents: 1_000_000, bookedAgo: 2, reversedLater: null },
  { op: 'report', case: 0, cents: 5_000, receivedAgo: 1 },
  { op: 'confirm', pick: 0 },
  { op: 'report', case: 0, cents: 6_000, receivedAgo: 0 },
  { op: 'reject_report', pick: 1 },
  { op: 'report', case: 0, cents: 7_000, receivedAgo: 3 },
  { op: 'retract', pick: 2 },
  { op: 'assign', case: 0, lawyer: 1 },
  { op: 'reverse', pick: 0 },
  { op: 'withdraw', case: 0, cents: 1_000 },
  { op: 'withdraw', case: 0, cents: 2_000 },
  { op: 'withdraw', case: 0, cents: 3_000 },
  { op: 'withdraw', case: 0, cents: 4_000 },
  { op: 'approve', pick: 0 },
  { op: 'pay', pick: 0 },
  { op: 'reject', pick: 1 },
  { op: 'cancel', pick: 2 },
  { op: 'withdraw', case: 0, cents: 5_000 },
  { op: 'approve', pick: 3 },
  // A second case, with another lawyer, keeps money of its own: the moved case's months are then
  // not the only lawyer rows with money.
  { op: 'open', lawyer: 2, euro: false },
  { op: 'booked_earlier', case: 1, cents: 40_000, bookedAgo: 0, reversedLater: null },
];

let run = 0;
/** One client with one case (more with `open`) goes through `steps`; returns nothing, checks nothing. */
async function play(steps: Step[]) {
  const { db } = database;
  run++;
  const client = asActor(await createUser(db, { firstName: 'Summary', lastName: `Client ${run}` }));
  const method = await addPayoutMethod({
    db,
    sessionSecret: 'money-summaries-test-secret',
    actor: client,
    input: { kind: 'bank_account', holderName: `Summary Client ${run}`, iban: 'NL91ABNA0417164300' },
    request: audit,
    mail: testMail,
  });
  const caseList = [
    await createCase(db, { clientId: client.id, lawyerId: lawyerIds[0], deskId: deskIds[0] }),
  ];
  const reports: { id: string; caseId: string }[] = [];
  const recoveries: { id: string; caseId: string }[] = [];
  const withdrawals: string[] = [];
  let key = 0;
  const idempotencyKey = () => `s-${run}-${key++}`;

  for (const s of steps) {
    if (s.op === 'open') {
      caseList.push(
        await createCase(db, {
          clientId: client.id,
          lawyerId: s.lawyer === null ? null : at(lawyerIds, s.lawyer),
          deskId: deskIds[0],
          currency: s.euro ? 'EUR' : 'USD',
        }),
      );
    } else if (s.op === 'report') {
      const theCase = at(caseList, s.case)!;
      const done = await attempt(() =>
        reportRecovery({
          db,
          actor: admin,
          caseId: theCase.id,
          input: {
            amount: s.cents,
            receivedAt: midMonth(s.receivedAgo).toISOString().slice(0, 10),
            source: 'other',
            reference: `SUM${run}X${key}`,
            aboveClaimReason: 'Interest paid by the bank',
          },
          idempotencyKey: idempotencyKey(),
          request: audit,
        }),
      );
      if (done) reports.push({ id: done.result.id, caseId: theCase.id });
    } else if (s.op === 'confirm' || s.op === 'reject_report' || s.op === 'retract') {
      const target = at(reports, s.pick);
      if (!target) continue;
      const args = {
        db,
        caseId: target.caseId,
        reportId: target.id,
        idempotencyKey: idempotencyKey(),
        request: audit,
      };
      if (s.op === 'confirm') {
        const done = await attempt(() => confirmRecovery({ ...args, actor: accounts, mail: testMail }));
        if (done) recoveries.push({ id: done.result.id, caseId: target.caseId });
      } else if (s.op === 'reject_report') {
        await attempt(() => rejectReport({ ...args, actor: accounts, reason: 'No such credit' }));
      } else {
        await attempt(() => retractReport({ ...args, actor: admin }));
      }
    } else if (s.op === 'reverse') {
      const target = at(recoveries, s.pick);
      if (!target) continue;
      await attempt(() =>
        reverseRecovery({
          db,
          actor: admin,
          caseId: target.caseId,
          transactionId: target.id,
          reason: 'property test',
          idempotencyKey: idempotencyKey(),
          mail: testMail,
          request: audit,
        }),
      );
    } else if (s.op === 'booked_earlier') {
      // Only a direct ledger insert can book in an earlier month (the services book at now()).
      const theCase = at(caseList, s.case)!;
      const booked = midMonth(s.bookedAgo);
      const base = { clientId: client.id, caseId: theCase.id, currency: theCase.currency };
      await db.transaction(async (tx) => {
        const postings = recoveryPostings(s.cents, 2000);
        const id = await insertTransaction(
          tx,
          {
            ...base,
            kind: 'recovery',
            amountCents: s.cents,
            source: 'other',
            receivedAt: booked.toISOString().slice(0, 10),
            createdAt: booked,
          },
          postings,
        );
        if (s.reversedLater !== null) {
          await insertTransaction(
            tx,
            {
              ...base,
              kind: 'reversal',
              amountCents: s.cents,
              reversesId: id,
              reason: 'test',
              createdAt: midMonth(Math.max(0, s.bookedAgo - s.reversedLater)),
            },
            reversalPostings(postings),
          );
        }
      });
    } else if (s.op === 'withdraw') {
      const currency = at(caseList, s.case)!.currency as Currency;
      const done = await attempt(() =>
        requestWithdrawal({
          db,
          actor: client,
          input: { amount: s.cents, payoutMethodId: method.id, currency },
          idempotencyKey: idempotencyKey(),
          mail: testMail,
          request: audit,
        }),
      );
      if (done) withdrawals.push(done.result.id);
    } else if (s.op === 'approve' || s.op === 'reject' || s.op === 'cancel' || s.op === 'pay') {
      const id = at(withdrawals, s.pick);
      if (!id) continue;
      const action = s.op === 'pay' ? 'mark_paid' : s.op;
      await attempt(() =>
        decideWithdrawal({
          db,
          actor: action === 'cancel' ? client : action === 'mark_paid' ? accounts : admin,
          id,
          action,
          reason: 'property test',
          reference: 'P-REF',
          mail: testMail,
          request: audit,
        }),
      );
    } else if (
      s.op === 'assign' ||
      s.op === 'unassign' ||
      s.op === 'move' ||
      s.op === 'phase' ||
      s.op === 'rate'
    ) {
      const theCase = at(caseList, s.case)!;
      const where = eq(cases.id, theCase.id);
      if (s.op === 'assign')
        await attempt(() =>
          assignCase({
            db,
            actor: admin,
            request: audit,
            caseId: theCase.id,
            lawyerId: at(lawyerIds, s.lawyer)!,
            secret: 'money-summaries-test-secret',
          }),
        );
      if (s.op === 'unassign') await db.update(cases).set({ lawyerId: null }).where(where);
      if (s.op === 'move')
        await db
          .update(cases)
          .set({ deskId: s.desk === null ? null : at(deskIds, s.desk) })
          .where(where);
      if (s.op === 'phase')
        await db
          .update(cases)
          .set({
            phase: s.phase,
            phaseChangedAt: sql`${cases.createdAt} + make_interval(days => ${s.ageDays})`,
          })
          .where(where);
      if (s.op === 'rate') await db.update(cases).set({ clientRating: s.rating }).where(where);
    }
  }
}

describe('money summaries kept by triggers (D124)', () => {
  it(`equal the computation from the raw rows after ${RUNS} random sequences`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await play(steps);
        await checkMoneySummaries(database.db, lawyerIds);
      }),
      { numRuns: RUNS, examples: [[everyMovement]] },
    );
    // The sequences (the first one above at least) reached every kind of movement and withdrawal
    // outcome, and money moved with reassignments: a check that saw none of it would prove little.
    const seen = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
    expect(await seen(sql`select distinct kind::text as v from ledger_month_totals`)).toEqual(
      expect.arrayContaining([
        'recovery_report',
        'recovery',
        'report_retraction',
        'report_rejection',
        'reversal',
        'withdrawal_hold',
        'withdrawal_release',
        'payout',
      ]),
    );
    expect(await seen(sql`select distinct status::text as v from withdrawals`)).toEqual(
      expect.arrayContaining(['pending', 'approved', 'paid', 'rejected', 'cancelled']),
    );
    const lawyersWithMoney = await seen(
      sql`select distinct lawyer_id::text as v from lawyer_money_months where recovered_cents <> 0`,
    );
    expect(lawyersWithMoney.length).toBeGreaterThanOrEqual(2);
  }, 1_200_000);

  /** Runs `steps` with `fn` replaced by `broken`, then puts the real one back. */
  async function withBroken(fn: string, broken: string, steps: Step[]) {
    const { db } = database;
    const [original] = (
      (await db.execute(sql`select pg_get_functiondef(${fn}::regproc) as def`)) as unknown as {
        rows: { def: string }[];
      }
    ).rows;
    await db.execute(sql.raw(broken));
    try {
      await play(steps);
    } finally {
      await db.execute(sql.raw(original!.def));
    }
  }
  /** Rebuilds the lawyer months from the ledger (the migration's backfill), after a broken run. */
  async function repairLawyerMonths() {
    await database.db.execute(sql`delete from lawyer_money_months`);
    await database.db.execute(sql`
      insert into lawyer_money_months (lawyer_id, month, currency, recovered_cents, fee_cents)
      select c.lawyer_id, ledger_money_month(t), p.currency,
             coalesce(sum(p.amount_cents) filter (where p.account = 'trust_bank'), 0),
             0 - coalesce(sum(p.amount_cents) filter (where p.account = 'fees_earned'), 0)
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      join cases c on c.id = p.case_id
      where c.lawyer_id is not null and p.account in ('trust_bank', 'fees_earned')
        and t.kind in ('recovery', 'reversal')
      group by 1, 2, 3`);
  }

  // These leave the summaries wrong on purpose, so they run last (tests in a file run in order).
  it('fails when the postings trigger forgets reversals in the lawyer months', async () => {
    await checkMoneySummaries(database.db, lawyerIds); // sound before
    await withBroken(
      'ledger_postings_money_summaries',
      `CREATE OR REPLACE FUNCTION ledger_postings_money_summaries() RETURNS trigger AS $$
       DECLARE tx ledger_transactions; lawyer uuid;
       BEGIN
         SELECT * INTO tx FROM ledger_transactions WHERE id = NEW.transaction_id;
         INSERT INTO ledger_month_totals AS t (month, currency, account, kind, amount_cents, postings)
         VALUES (date_trunc('month', tx.created_at AT TIME ZONE 'UTC')::date, NEW.currency, NEW.account, tx.kind, NEW.amount_cents, 1)
         ON CONFLICT (month, currency, account, kind) DO UPDATE
           SET amount_cents = t.amount_cents + EXCLUDED.amount_cents, postings = t.postings + 1;
         IF NEW.case_id IS NOT NULL AND NEW.account IN ('trust_bank', 'fees_earned') AND tx.kind = 'recovery' THEN
           SELECT lawyer_id INTO lawyer FROM cases WHERE id = NEW.case_id;
           IF lawyer IS NOT NULL THEN
             PERFORM lawyer_money_months_add(lawyer, ledger_money_month(tx), NEW.currency,
               CASE WHEN NEW.account = 'trust_bank' THEN NEW.amount_cents ELSE 0 END,
               CASE WHEN NEW.account = 'fees_earned' THEN 0 - NEW.amount_cents ELSE 0 END);
           END IF;
         END IF;
         RETURN NULL;
       END; $$ LANGUAGE plpgsql`,
      [
        { op: 'report', case: 0, cents: 10_000, receivedAgo: 1 },
        { op: 'confirm', pick: 0 },
        { op: 'reverse', pick: 0 },
      ],
    );
    await expect(checkMoneySummaries(database.db, lawyerIds)).rejects.toThrow(/lawyer_money_months/);
    await repairLawyerMonths();
  });

  it('fails when a reassignment does not move the case’s money months', async () => {
    await checkMoneySummaries(database.db, lawyerIds); // sound before (repaired)
    await withBroken(
      'cases_lawyer_money_move',
      `CREATE OR REPLACE FUNCTION cases_lawyer_money_move() RETURNS trigger AS $$
       BEGIN RETURN NULL; END; $$ LANGUAGE plpgsql`,
      [
        { op: 'report', case: 0, cents: 25_000, receivedAgo: 0 },
        { op: 'confirm', pick: 0 },
        { op: 'assign', case: 0, lawyer: 1 },
      ],
    );
    await expect(checkMoneySummaries(database.db, lawyerIds)).rejects.toThrow(/lawyer_money_months/);
    await repairLawyerMonths();
  });
});
