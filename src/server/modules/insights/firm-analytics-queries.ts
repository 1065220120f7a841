import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { WORKING_PHASES } from '../../../shared/contracts/insights';
import type { Db } from '../../db/client';
import { caseEvents, cases, deskLawyerStats, desks, leads } from '../../db/schema';
import { caseAggregates } from '../cases';

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
 * Leads per ISO week by arrival (read from leads_created_status_idx alone), and how many of each week's leads have
 * been converted so far: a week's conversion is that of its own leads, wherever they stand now.
 */
export async function leadsByWeek(db: Db, now: Date, weeks: number) {
  const first = weekStart(now, -(weeks - 1));
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      week,
      leads: sql<number>`count(*)`.mapWith(Number),
      converted: sql<number>`count(*) filter (where ${leads.status} = 'converted')`.mapWith(Number),
    })
    .from(leads)
    .where(gte(leads.createdAt, first))
    .groupBy(week);
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
 * phase_changed_at, which every phase change sets; a case never moved has it from its opening),
 * read from cases_phase_changed_idx alone.
 */
export async function casesByPhase(db: Db) {
  const rows = await db
    .select({
      phase: cases.phase,
      count: sql<number>`count(*)`.mapWith(Number),
      daysSoFar: sql<
        number | null
      >`avg(extract(epoch from (now() - ${cases.phaseChangedAt}))) / 86400`.mapWith(oneDecimal),
    })
    .from(cases)
    .groupBy(cases.phase);
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
 * One ordered pass over the timeline's phase events (case_events_phase_idx, drizzle/0019).
 */
export async function endedStays(db: Db) {
  const e = caseEvents;
  const phaseEvents = db
    .select({
      kind: e.kind,
      fromPhase: e.fromPhase,
      spent:
        sql<string>`${e.createdAt} - lag(${e.createdAt}) over (partition by ${e.caseId} order by ${e.createdAt}, ${e.kind}, ${e.id})`.as(
          'spent',
        ),
    })
    .from(e)
    .where(inArray(e.kind, ['case_opened', 'phase_changed']))
    .as('phase_events');
  const rows = await db
    .select({
      phase: phaseEvents.fromPhase,
      averageDays: sql<number | null>`avg(extract(epoch from ${phaseEvents.spent})) / 86400`.mapWith(
        oneDecimal,
      ),
      stays: sql<number>`count(*)`.mapWith(Number),
    })
    .from(phaseEvents)
    .where(
      and(
        eq(phaseEvents.kind, 'phase_changed'),
        isNotNull(phaseEvents.spent),
        inArray(phaseEvents.fromPhase, [...WORKING_PHASES]),
      ),
    )
    .groupBy(phaseEvents.fromPhase);
  return new Map(rows.map((r) => [r.phase, r]));
}

/**
 * Per desk, from desk_lawyer_stats (kept by a trigger with caseAggregates' definitions, D3), so
 * a few hundred rows are read instead of every case; every desk listed, zeros included. Cases
 * without a desk are aggregated from cases (cases_no_desk_idx alone) and listed last when there are any.
 */
export async function perDesk(db: Db) {
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
        cases: caseAggregates.caseCount,
        activeCases: caseAggregates.activeCases,
        recoveredCents: caseAggregates.recoveredCents,
        successes: caseAggregates.successes,
        finished: caseAggregates.finished,
        averageRecoveryDays: caseAggregates.averageRecoveryDays,
      })
      .from(cases)
      .where(isNull(cases.deskId)),
  ]);
  return { byDesk, noDesk };
}
