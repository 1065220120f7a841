import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { LawyerCase, lawyerCaseQuerySchema } from '../../../shared/contracts/staff';
import { fromCents } from '../../../shared/domain/money';
import type { Phase } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { caseEvents, cases, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import type { Actor } from '../auth/sessions';
import { countNewLeads } from './leads';
import { caseAggregates, caseRecoveredCents, successRate, TOTALS_CURRENCY } from './metrics';

const CLOSED_PHASES: Phase[] = ['completed', 'closed'];
export const URGENT_TASK_LIMIT = 5; // spec §9
const RECENT_ACTIVITY_LIMIT = 10;

/**
 * Every word of `q` must appear in one of `columns` (ILIKE on trigram-indexed columns, D14), so
 * "anna vries" finds Anna de Vries. At most five words are used.
 */
export function searchWords(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))));
}

/** The latest thing that happened to the case: its own edits or its newest timeline event. */
const lastUpdate =
  sql<Date>`greatest(${cases.updatedAt}, (select max(${caseEvents.createdAt}) from ${caseEvents} where ${caseEvents.caseId} = ${cases.id}))`.mapWith(
    (v) => new Date(v),
  );

const lawyerCaseColumns = {
  c: cases,
  firstName: users.firstName,
  lastName: users.lastName,
  recoveredCents: caseRecoveredCents.mapWith(Number),
  lastUpdate,
};

export function selectLawyerCases(db: Db) {
  return db.select(lawyerCaseColumns).from(cases).innerJoin(users, eq(users.id, cases.clientId));
}

type LawyerCaseRow = Awaited<ReturnType<ReturnType<typeof selectLawyerCases>['execute']>>[number];

export function toLawyerCase({ c, ...row }: LawyerCaseRow): LawyerCase {
  return {
    id: c.id,
    reference: c.reference,
    title: c.title,
    clientId: c.clientId,
    clientName: `${row.firstName} ${row.lastName}`,
    status: c.phase,
    priority: c.priority,
    amountLost: fromCents(c.amountLostCents),
    recoveredAmount: fromCents(row.recoveredCents),
    currency: c.currency,
    nextAction: c.nextAction,
    createdAt: c.createdAt.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    dueDate: c.dueDate,
  };
}

/** D21: the cases assigned to the lawyer; newest first, id as tie-breaker. */
export async function listLawyerCases(db: Db, actor: Actor, query: z.infer<typeof lawyerCaseQuerySchema>) {
  const where = and(
    eq(cases.lawyerId, actor.id),
    query.status ? eq(cases.phase, query.status) : undefined,
    query.priority ? eq(cases.priority, query.priority) : undefined,
    // Client first or last name, or case title.
    searchWords(query.q, [users.firstName, users.lastName, cases.title]),
  );
  const [rows, [total]] = await Promise.all([
    selectLawyerCases(db)
      .where(where)
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(cases).innerJoin(users, eq(users.id, cases.clientId)).where(where),
  ]);
  return { cases: rows.map(toLawyerCase), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** The lawyer's overview: every figure from records (D1–D3); success rate null with nothing finished. */
export async function lawyerDashboard(db: Db, actor: Actor) {
  const mine = eq(cases.lawyerId, actor.id);
  const [[totals], newLeads, urgent, activity] = await Promise.all([
    db.select(caseAggregates).from(cases).where(mine),
    countNewLeads(db, actor),
    db
      .select({
        id: cases.id,
        reference: cases.reference,
        title: cases.title,
        firstName: users.firstName,
        lastName: users.lastName,
        dueDate: cases.dueDate,
      })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.clientId))
      .where(and(mine, eq(cases.priority, 'urgent'), notInArray(cases.phase, CLOSED_PHASES)))
      .orderBy(sql`${cases.dueDate} asc nulls last`, asc(cases.createdAt), asc(cases.id))
      .limit(URGENT_TASK_LIMIT),
    recentActivityOn(db, mine),
  ]);
  return {
    activeCases: totals?.activeCases ?? 0,
    totalRecovered: fromCents(totals?.recoveredCents ?? 0),
    currency: TOTALS_CURRENCY,
    successRate: successRate(totals?.successes ?? 0, totals?.finished ?? 0),
    newLeads,
    urgentTasks: urgent.map(({ firstName, lastName, ...u }) => ({
      ...u,
      clientName: `${firstName} ${lastName}`,
    })),
    recentActivity: activity,
  };
}

/** The newest timeline events on the cases `caseFilter` selects (staff see staff-only ones too). */
async function recentActivityOn(db: Db, caseFilter: SQL) {
  const rows = await db
    .select({
      e: caseEvents,
      caseReference: cases.reference,
      actorFirst: users.firstName,
      actorLast: users.lastName,
    })
    .from(caseEvents)
    .innerJoin(cases, eq(cases.id, caseEvents.caseId))
    .leftJoin(users, eq(users.id, caseEvents.actorId))
    .where(caseFilter)
    .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map(({ e, caseReference, actorFirst, actorLast }) => ({
    id: e.id,
    caseId: e.caseId,
    caseReference,
    kind: e.kind,
    fromPhase: e.fromPhase,
    toPhase: e.toPhase,
    notes: e.notes,
    actorName: actorFirst === null ? null : `${actorFirst} ${actorLast}`,
    clientVisible: e.clientVisible,
    createdAt: e.createdAt.toISOString(),
  }));
}
