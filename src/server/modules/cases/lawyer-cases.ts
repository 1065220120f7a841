import { and, asc, count, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LawyerCase, lawyerCaseQuerySchema } from '../../../shared/contracts/cases-lists';
import { moneyFields } from '../../../shared/domain/money';
import type { Phase } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { countNewLeadsOfLawyer, leadScope } from '../../core/desk-scope';
import { fullNameOrNull } from '../../core/person-name';
import type { Db } from '../../db/client';
import { caseEvents, cases, feeAgreements, leads, users } from '../../db/schema';
import { microsOf } from '../../lib/search';
import { searchableList } from '../../lib/searchable-list';
import { dayOf, urgentDeadlines } from '../deadlines';
import { lawyerTotals } from './lawyer-totals';
import { caseRecoveredCents, successRate, TOTALS_CURRENCY } from './metrics';

const CLOSED_PHASES: Phase[] = ['completed', 'closed'];
export const URGENT_TASK_LIMIT = 5; // spec §9
/** Ours (issue 21): enough to act on today; the rest are counted and found in each case. */
export const DEADLINE_TASK_LIMIT = 10;
const RECENT_ACTIVITY_LIMIT = 10;

/** The latest thing that happened to the case: its own edits or its newest timeline event. */
const lastUpdate =
  sql<Date>`greatest(${cases.updatedAt}, (select max(${caseEvents.createdAt}) from ${caseEvents} where ${caseEvents.caseId} = ${cases.id}))`.mapWith(
    (v) => new Date(v),
  );

/** When the client accepted the fee agreement (one per case, on its unique index); null: not yet. */
const feeAgreementAcceptedAt =
  sql<Date | null>`(select ${feeAgreements.acceptedAt} from ${feeAgreements} where ${feeAgreements.caseId} = ${cases.id})`.mapWith(
    (v) => new Date(v),
  );

const lawyerCaseColumns = {
  c: cases,
  firstName: users.firstName,
  lastName: users.lastName,
  recoveredCents: caseRecoveredCents.mapWith(Number),
  lastUpdate,
  feeAgreementAcceptedAt,
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
    fraudType: c.fraudType,
    clientId: c.clientId,
    clientName: `${row.firstName} ${row.lastName}`,
    status: c.phase,
    priority: c.priority,
    ...moneyFields('amountLost', c.amountLostCents),
    ...moneyFields('recoveredAmount', row.recoveredCents),
    currency: c.currency,
    nextAction: c.nextAction,
    createdAt: c.createdAt.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
    dueDate: c.dueDate,
    feeAgreementAcceptedAt: row.feeAgreementAcceptedAt ? row.feeAgreementAcceptedAt.toISOString() : null,
  };
}

/** The lawyer's cases of `ids` (a subquery), with their details, newest first. */
function lawyerCasesOf(db: Db, ids: SQL) {
  return db
    .select({ ...lawyerCaseColumns, micros: microsOf(cases.createdAt) })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(sql`${cases.id} in (${ids})`)
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

type LawyerCasePageRow = Awaited<ReturnType<ReturnType<typeof lawyerCasesOf>['execute']>>[number];

/**
 * D21: the cases assigned to the lawyer (the scope, placeholder `lawyerId`), searched per case
 * (D23: reference, title, the client's names, email and phone) in their newest-first order; the
 * typo fallback compares the client's names (lib/searchable-list.ts).
 */
const listCasesOfLawyer = searchableList({
  name: 'lawyer_cases',
  owner: 'case',
  table: cases,
  id: cases.id,
  createdAt: cases.createdAt,
  person: cases.clientId,
  scope: (on) => sql`${on(cases.lawyerId)} = ${sql.placeholder('lawyerId')}`,
  search: 'filter',
  countFromCursor: true,
  filters: { status: { equals: cases.phase }, priority: { equals: cases.priority } },
  // The page is chosen first (the client joined for the fallback), and only its rows get details.
  page: (db, where) =>
    lawyerCasesOf(
      db,
      sql`select ${cases.id} from ${cases} inner join ${users} on ${users.id} = ${cases.clientId} where ${where ?? sql`true`} order by ${cases.createdAt} desc, ${cases.id} desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    ),
  keyOf: (row: LawyerCasePageRow) => ({ id: row.c.id, micros: row.micros }),
});

/**
 * D21: the cases assigned to the lawyer; newest first, id as tie-breaker. A search (D23) keeps
 * that order; when nothing begins with its words, the trigram fallback runs. `cursor` pages by
 * keyset (D121), `page` by offset. With a cursor, `total` counts the rows from the cursor on.
 */
export async function listLawyerCases(db: Db, actor: Actor, query: z.infer<typeof lawyerCaseQuerySchema>) {
  const { rows, total, nextCursor } = await listCasesOfLawyer(db, {
    ...query,
    filters: { status: query.status, priority: query.priority },
    values: { lawyerId: actor.id },
  });
  return {
    cases: rows.map(({ micros: _m, ...row }) => toLawyerCase(row)),
    total,
    page: query.page,
    limit: query.limit,
    nextCursor,
  };
}

/**
 * New leads the actor may take up (the dashboard's "New Leads"): counted in the scope
 * core/desk-scope.ts defines for the leads module too, so the dashboard needs no leads module.
 * A lawyer's count reads the kept counts (countNewLeadsOfLawyer); anyone else's joins the rows.
 */
async function countNewLeads(db: Db, actor: Actor): Promise<number> {
  if (actor.role === 'lawyer') return countNewLeadsOfLawyer(db, actor);
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .innerJoin(cases, eq(cases.id, leads.caseId))
    .where(and(await leadScope(db, actor), eq(leads.status, 'new')));
  return row?.n ?? 0;
}

/** A way to reuse figures between requests (D128's FiguresCache); by default none. */
type Figures = { get<T>(key: string, compute: () => Promise<T>): Promise<T> };
const computeEachTime: Figures = { get: (_key, compute) => compute() };

/**
 * The lawyer's overview: every figure from records (D1–D3); success rate null with nothing
 * finished. Reused until the next committed change to cases, leads, timelines or the summaries
 * (D128: the figures triggers cover all of them), per lawyer and desk.
 */
export async function lawyerDashboard(db: Db, actor: Actor, figures: Figures = computeEachTime) {
  return figures.get(`lawyer-dashboard:${actor.id}:${actor.deskId ?? '-'}`, () =>
    computeLawyerDashboard(db, actor),
  );
}

async function computeLawyerDashboard(db: Db, actor: Actor) {
  const mine = eq(cases.lawyerId, actor.id);
  const [totals, newLeads, urgent, deadlines, activity] = await Promise.all([
    lawyerTotals(db, actor.id),
    countNewLeads(db, actor),
    db
      .select({
        id: cases.id,
        reference: cases.reference,
        title: cases.title,
        fraudType: cases.fraudType,
        firstName: users.firstName,
        lastName: users.lastName,
        dueDate: cases.dueDate,
      })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.clientId))
      .where(and(mine, eq(cases.priority, 'urgent'), notInArray(cases.phase, CLOSED_PHASES)))
      .orderBy(sql`${cases.dueDate} asc nulls last`, asc(cases.createdAt), asc(cases.id))
      .limit(URGENT_TASK_LIMIT),
    // The figures cache keys its entries by the UTC day too, so "days left" moves each morning.
    urgentDeadlines(db, mine, dayOf(new Date()), DEADLINE_TASK_LIMIT),
    recentActivityOn(db, mine),
  ]);
  return {
    activeCases: totals.activeCases,
    ...moneyFields('totalRecovered', totals.recoveredCents),
    currency: TOTALS_CURRENCY,
    successRate: successRate(totals.successes, totals.finished),
    newLeads,
    urgentTasks: urgent.map(({ firstName, lastName, ...u }) => ({
      ...u,
      clientName: `${firstName} ${lastName}`,
    })),
    deadlineTasks: deadlines.tasks,
    deadlineTasksTotal: deadlines.total,
    recentActivity: activity,
  };
}

/** The newest timeline events on the cases `caseFilter` selects (staff see staff-only ones too). */
async function recentActivityOn(db: Db, caseFilter: SQL) {
  const rows = await db
    .select({
      e: caseEvents,
      caseReference: cases.reference,
      actorName: fullNameOrNull(users),
    })
    .from(caseEvents)
    .innerJoin(cases, eq(cases.id, caseEvents.caseId))
    .leftJoin(users, eq(users.id, caseEvents.actorId))
    .where(caseFilter)
    .orderBy(desc(caseEvents.createdAt), desc(caseEvents.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map(({ e, caseReference, actorName }) => ({
    id: e.id,
    caseId: e.caseId,
    caseReference,
    kind: e.kind,
    fromPhase: e.fromPhase,
    toPhase: e.toPhase,
    notes: e.notes,
    actorName,
    clientVisible: e.clientVisible,
    createdAt: e.createdAt.toISOString(),
  }));
}
