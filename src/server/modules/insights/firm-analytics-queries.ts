import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { WORKING_PHASES } from '../../../shared/contracts/insights';
import type { Db } from '../../db/client';
import { caseStateCounts, deskLawyerStats, desks, leadWeekCounts, phaseStayTotals } from '../../db/schema';
import { TOTALS_CURRENCY } from '../cases';

const DAY = 86_400_000;
const oneDecimal = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);

/** The Monday (00:00 UTC) of the ISO week `offset` weeks from the one containing `now`. */
export function weekStart(now: Date, offset = 0): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday + offset * 7),
  );
}

/** ISO 8601 week of a Monday: the week belongs to the year its Thursday falls in. */
export function isoWeekKey(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * Leads per ISO week by arrival (lead_week_counts, kept by a trigger: D123), and how many of each
 * week's leads have been converted so far: a week's conversion is that of its own leads, wherever
 * they stand now.
 */
export async function leadsByWeek(db: Db, now: Date, weeks: number) {
  const first = weekStart(now, -(weeks - 1));
  const w = leadWeekCounts;
  const week = sql<string>`to_char(${w.week}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      week,
      leads: sql<number>`sum(${w.leads})`.mapWith(Number),
      converted: sql<number>`coalesce(sum(${w.leads}) filter (where ${w.status} = 'converted'), 0)`.mapWith(
        Number,
      ),
    })
    .from(w)
    .where(gte(w.week, first.toISOString().slice(0, 10)))
    .groupBy(w.week);
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  return Array.from({ length: weeks }, (_, i) => {
    const monday = weekStart(now, i - (weeks - 1));
    const key = monday.toISOString().slice(0, 10);
    const row = byWeek.get(key);
    const count = row?.leads ?? 0;
    const converted = row?.converted ?? 0;
    return {
      week: isoWeekKey(monday),
      weekStart: key,
      leads: count,
      converted,
      conversionRate: count === 0 ? null : Math.round((converted / count) * 1000) / 10,
    };
  });
}

/**
 * Cases per phase, with how long the cases in each phase have been there so far (since
 * phase_changed_at, which every phase change sets; a case never moved has it from its opening):
 * from case_state_counts, where the sum of phase_changed_at per phase makes the mean at now().
 */
export async function casesByPhase(db: Db) {
  const s = caseStateCounts;
  const rows = await db
    .select({
      phase: s.phase,
      count: sql<number>`sum(${s.cases})`.mapWith(Number),
      daysSoFar: sql<number | null>`(extract(epoch from now()) * sum(${s.cases}) - sum(${
        s.phaseChangedSeconds
      })) / sum(${s.cases}) / 86400`.mapWith(oneDecimal),
    })
    .from(s)
    .groupBy(s.phase)
    .having(sql`sum(${s.cases}) > 0`);
  return new Map(rows.map((r) => [r.phase, r]));
}

/**
 * Time in phase, from the case timeline (case_events): a stay in a phase starts with the event
 * that entered it (case_opened enters `new`, phase_changed its `to_phase`) and ends with the next
 * such event of the same case, whose `from_phase` names the phase left. Only stays that have
 * ended are averaged here: a case still in a phase has not finished its stay, and counting the
 * time so far would make a phase look quicker the more cases have just entered it. Those cases
 * are reported apart, with their days so far (casesByPhase). Completed and closed are where a
 * case ends and are not measured. A change with no earlier event (data from before the timeline
 * recorded openings) has no known start and is left out. An opening and a change written in the
 * same transaction share a timestamp; the opening sorts first ('case_opened' < 'phase_changed').
 * Read from phase_stay_totals, which triggers on case_events keep per case (D123).
 */
export async function endedStays(db: Db) {
  const t = phaseStayTotals;
  const rows = await db
    .select({
      phase: t.phase,
      averageDays: sql<number | null>`${t.seconds} / ${t.stays} / 86400`.mapWith(oneDecimal),
      stays: t.stays,
    })
    .from(t)
    .where(and(gt(t.stays, 0), inArray(t.phase, [...WORKING_PHASES])));
  return new Map(rows.map((r) => [r.phase, r]));
}

/**
 * Per desk, from desk_lawyer_stats (kept by a trigger with caseAggregates' definitions, D3), so
 * a few hundred rows are read instead of every case; every desk listed, zeros included. Cases
 * without a desk come from case_state_counts (D123) and are listed last when there are any.
 */
export async function perDesk(db: Db) {
  const n = caseStateCounts;
  const [byDesk, [noDesk]] = await Promise.all([
    db
      .select({
        deskId: desks.id,
        name: desks.name,
        cases: sql<number>`coalesce(sum(${deskLawyerStats.caseCount}), 0)`.mapWith(Number),
        activeCases: sql<number>`coalesce(sum(${deskLawyerStats.activeCases}), 0)`.mapWith(Number),
        recoveredCents: sql<number>`coalesce(sum(${deskLawyerStats.recoveredCents}), 0)`.mapWith(Number),
        successes: sql<number>`coalesce(sum(${deskLawyerStats.successes}), 0)`.mapWith(Number),
        finished: sql<number>`coalesce(sum(${deskLawyerStats.finished}), 0)`.mapWith(Number),
        successSeconds: sql<number>`coalesce(sum(${deskLawyerStats.successSeconds}), 0)`.mapWith(Number),
      })
      .from(desks)
      .leftJoin(deskLawyerStats, eq(deskLawyerStats.deskId, desks.id))
      .groupBy(desks.id, desks.name)
      .orderBy(desks.name, desks.id),
    db
      .select({
        cases: sql<number>`coalesce(sum(${n.cases}), 0)`.mapWith(Number),
        activeCases:
          sql<number>`coalesce(sum(${n.cases}) filter (where ${n.phase} not in ('completed', 'closed')), 0)`.mapWith(
            Number,
          ),
        recoveredCents:
          sql<number>`coalesce(sum(${n.recoveredCents}) filter (where ${n.currency} = ${TOTALS_CURRENCY}), 0)`.mapWith(
            Number,
          ),
        successes:
          sql<number>`coalesce(sum(${n.recoveredCases}) filter (where ${n.phase} = 'completed'), 0)`.mapWith(
            Number,
          ),
        finished:
          sql<number>`coalesce(sum(${n.cases}) filter (where ${n.phase} in ('completed', 'closed')), 0)`.mapWith(
            Number,
          ),
        averageRecoveryDays: sql<
          number | null
        >`sum(${n.recoveredSeconds}) filter (where ${n.phase} = 'completed') / nullif(sum(${n.recoveredCases}) filter (where ${n.phase} = 'completed'), 0) / 86400`.mapWith(
          oneDecimal,
        ),
      })
      .from(n)
      .where(eq(n.hasDesk, false)),
  ]);
  return { byDesk, noDesk };
}
