import { eq, sql } from 'drizzle-orm';
import type { Phase } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { lawyerPhaseStats } from '../../db/schema';

/**
 * One lawyer's case figures from lawyer_phase_stats (at most one row per phase, kept by a trigger
 * on cases: D124) instead of aggregating the lawyer's cases on each request. The definitions are
 * caseAggregates' (metrics.ts); a property test checks the rows always equal them.
 */
export async function lawyerTotals(db: Db, lawyerId: string) {
  const rows = await db
    .select({
      phase: lawyerPhaseStats.phase,
      caseCount: lawyerPhaseStats.caseCount,
      recoveredCents: lawyerPhaseStats.recoveredCents,
      successes: lawyerPhaseStats.successes,
    })
    .from(lawyerPhaseStats)
    .where(eq(lawyerPhaseStats.lawyerId, lawyerId));
  const finishedPhases: Phase[] = ['completed', 'closed'];
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    activeCases: sum((r) => (finishedPhases.includes(r.phase) ? 0 : r.caseCount)),
    finished: sum((r) => (finishedPhases.includes(r.phase) ? r.caseCount : 0)),
    recoveredCents: sum((r) => r.recoveredCents),
    successes: sum((r) => r.successes),
    byPhase: new Map<Phase, number>(rows.map((r) => [r.phase, r.caseCount])),
  };
}

/**
 * The means over the lawyer's rows, divided in SQL as avg() divides (numeric), so they round
 * exactly as the aggregate over the cases did.
 */
export async function lawyerMeans(db: Db, lawyerId: string) {
  const round = (v: unknown) => (v === null ? null : Math.round(Number(v) * 10) / 10);
  const [row] = await db
    .select({
      averageRecoveryDays: sql<
        number | null
      >`sum(${lawyerPhaseStats.successDays}) / nullif(sum(${lawyerPhaseStats.successes}), 0)`.mapWith(round),
      ratingAverage: sql<
        number | null
      >`sum(${lawyerPhaseStats.ratingSum})::numeric / nullif(sum(${lawyerPhaseStats.ratingCount}), 0)`.mapWith(
        round,
      ),
      ratingCount: sql<number>`coalesce(sum(${lawyerPhaseStats.ratingCount}), 0)`.mapWith(Number),
    })
    .from(lawyerPhaseStats)
    .where(eq(lawyerPhaseStats.lawyerId, lawyerId));
  return {
    averageRecoveryDays: row?.averageRecoveryDays ?? null,
    ratingAverage: row?.ratingAverage ?? null,
    ratingCount: row?.ratingCount ?? 0,
  };
}
