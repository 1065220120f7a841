import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { PHASES } from '../../../shared/domain/phases';
import type { Database } from '../../db/client';
import { cases, deskLawyerStats, desks, UNASSIGNED_LAWYER_KEY } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';
import { caseAggregates } from '../cases';

/**
 * The per-desk, per-lawyer figures the manager dashboard reads (desk_lawyer_stats, kept by a
 * trigger on cases: drizzle/0011) must always equal caseAggregates computed over the cases
 * themselves, after any sequence of case inserts, phase changes, reassignments, desk moves,
 * recoveries, currency changes, case deletions and desk deletions (DESK_STATS_PROPERTY_RUNS,
 * default 150).
 */
const RUNS = Number(process.env.DESK_STATS_PROPERTY_RUNS ?? 150);

let database: Database;
let clientId: string;
let lawyerIds: string[];
beforeAll(async () => {
  database = await openTestDatabase();
  clientId = (await createUser(database.db, { role: 'client' })).id;
  lawyerIds = [
    (await createUser(database.db, { role: 'lawyer' })).id,
    (await createUser(database.db, { role: 'lawyer' })).id,
  ];
}, 60_000);
afterAll(() => database?.close());

const pick = fc.nat();
const step = fc.oneof(
  fc.record({
    op: fc.constant('open' as const),
    desk: pick,
    lawyer: fc.option(pick, { nil: null }),
    phase: fc.constantFrom(...PHASES),
    currency: fc.constantFrom('USD', 'EUR'),
    recovered: fc.integer({ min: 0, max: 5_000_000 }),
    ageDays: fc.integer({ min: 0, max: 400 }),
  }),
  fc.record({ op: fc.constant('phase' as const), case: pick, phase: fc.constantFrom(...PHASES) }),
  fc.record({ op: fc.constant('assign' as const), case: pick, lawyer: fc.option(pick, { nil: null }) }),
  fc.record({ op: fc.constant('move' as const), case: pick, desk: fc.option(pick, { nil: null }) }),
  fc.record({
    op: fc.constant('recover' as const),
    case: pick,
    cents: fc.integer({ min: -100_000, max: 900_000 }),
  }),
  fc.record({ op: fc.constant('currency' as const), case: pick, currency: fc.constantFrom('USD', 'EUR') }),
  fc.record({ op: fc.constant('delete' as const), case: pick }),
  fc.record({ op: fc.constant('deleteDesk' as const), desk: pick }),
);

function at<T>(list: T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

describe('desk figures kept by the trigger', () => {
  it(`equal the aggregates over the cases after ${RUNS} random sequences`, async () => {
    const { db } = database;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        await db.delete(cases);
        await db.delete(desks);
        const deskIds = [(await createDesk(db)).id, (await createDesk(db)).id];
        const caseIds: string[] = [];
        for (const s of steps) {
          if (s.op === 'open') {
            const deskId = at(deskIds, s.desk) ?? null;
            const row = await createCase(db, {
              clientId,
              deskId,
              lawyerId: s.lawyer === null ? null : at(lawyerIds, s.lawyer),
              phase: s.phase,
              currency: s.currency,
            });
            await db
              .update(cases)
              .set({
                recoveredCents: s.recovered,
                createdAt: sql`now() - make_interval(days => ${s.ageDays})`,
              })
              .where(eq(cases.id, row.id));
            caseIds.push(row.id);
            continue;
          }
          if (s.op === 'deleteDesk') {
            const deskId = at(deskIds, s.desk);
            if (!deskId) continue;
            await db.delete(desks).where(eq(desks.id, deskId));
            deskIds.splice(deskIds.indexOf(deskId), 1);
            continue;
          }
          const caseId = at(caseIds, s.case);
          if (!caseId) continue;
          const where = eq(cases.id, caseId);
          if (s.op === 'phase')
            await db.update(cases).set({ phase: s.phase, phaseChangedAt: sql`now()` }).where(where);
          if (s.op === 'assign')
            await db
              .update(cases)
              .set({ lawyerId: s.lawyer === null ? null : at(lawyerIds, s.lawyer) })
              .where(where);
          if (s.op === 'move')
            await db
              .update(cases)
              .set({ deskId: s.desk === null ? null : (at(deskIds, s.desk) ?? null) })
              .where(where);
          if (s.op === 'recover')
            await db
              .update(cases)
              .set({ recoveredCents: sql`greatest(0, ${cases.recoveredCents} + ${s.cents})` })
              .where(where);
          if (s.op === 'currency') await db.update(cases).set({ currency: s.currency }).where(where);
          if (s.op === 'delete') {
            await db.delete(cases).where(where);
            caseIds.splice(caseIds.indexOf(caseId), 1);
          }
        }

        const expected = await db
          .select({ deskId: cases.deskId, lawyerId: cases.lawyerId, ...caseAggregates })
          .from(cases)
          .where(sql`${cases.deskId} is not null`)
          .groupBy(cases.deskId, cases.lawyerId);
        const kept = await db.select().from(deskLawyerStats);
        const keyOf = (deskId: string | null, lawyerId: string | null) =>
          `${deskId}/${lawyerId ?? UNASSIGNED_LAWYER_KEY}`;
        const keptByKey = new Map(kept.map((k) => [keyOf(k.deskId, k.lawyerKey), k]));
        for (const e of expected) {
          const k = keptByKey.get(keyOf(e.deskId, e.lawyerId));
          expect(k, `a stats row for ${keyOf(e.deskId, e.lawyerId)}`).toBeDefined();
          keptByKey.delete(keyOf(e.deskId, e.lawyerId));
          const days = k!.successes === 0 ? null : Number(k!.successSeconds) / 86_400 / k!.successes;
          expect({
            caseCount: k!.caseCount,
            activeCases: k!.activeCases,
            recoveredCents: Number(k!.recoveredCents),
            successes: k!.successes,
            finished: k!.finished,
            averageRecoveryDays: days === null ? null : Math.round(days * 10) / 10,
          }).toEqual({
            caseCount: e.caseCount,
            activeCases: e.activeCases,
            recoveredCents: Number(e.recoveredCents),
            successes: e.successes,
            finished: e.finished,
            averageRecoveryDays: e.averageRecoveryDays,
          });
        }
        // Rows left over belong to groups that no longer have a case: they must count nothing.
        for (const k of keptByKey.values()) {
          expect([k.caseCount, k.activeCases, Number(k.recoveredCents), k.successes, k.finished]).toEqual([
            0, 0, 0, 0, 0,
          ]);
          expect(Number(k.successSeconds)).toBe(0);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
