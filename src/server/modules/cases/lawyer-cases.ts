import { and, asc, count, desc, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { LawyerCase, lawyerCaseQuerySchema } from '../../../shared/contracts/cases-lists';
import { moneyFields } from '../../../shared/domain/money';
import type { Phase } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { leadScope } from '../../core/desk-scope';
import { fullNameOrNull } from '../../core/person-name';
import type { Db } from '../../db/client';
import { preparedShapes } from '../../db/prepared';
import { caseEvents, cases, feeAgreements, leads, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import { offsetOf } from '../../lib/typed-routes';
import { lawyerTotals } from './lawyer-totals';
import { caseRecoveredCents, successRate, TOTALS_CURRENCY } from './metrics';

const CLOSED_PHASES: Phase[] = ['completed', 'closed'];
export const URGENT_TASK_LIMIT = 5; // spec §9
const RECENT_ACTIVITY_LIMIT = 10;

/**
 * Every word of `q` must appear in one of `columns` (ILIKE on trigram-indexed columns, D14), so
 * "anna vries" finds Anna de Vries. At most five words are used.
 */
export function searchWords(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  const words = wordsOf(q);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))));
}

function wordsOf(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

/** searchWords for a prepared statement: word i is the placeholder `w<i>` (see wordValues). */
function searchWordSlots(count: number, columns: PgColumn[]): SQL | undefined {
  if (count === 0) return undefined;
  const slots = Array.from({ length: count }, (_, i) => sql.placeholder(`w${i}`));
  return and(...slots.map((slot) => or(...columns.map((column) => sql`${column} ilike ${slot}`))));
}

function wordValues(words: string[]): Record<string, string> {
  return Object.fromEntries(words.map((word, i) => [`w${i}`, containsPattern(word)]));
}

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

/**
 * One page of the lawyer's cases and the count of all that match, in one prepared statement per
 * filter shape (a round trip costs more than this query; docs/performance.md). The page is
 * chosen first, with the count as a window over every match, and only its rows get the details.
 */
const lawyerCasePage = preparedShapes('lawyer_case_page', (db, name, shape) => {
  const [status, priority, words] = shape.split('/');
  const where = and(
    eq(cases.lawyerId, sql.placeholder('lawyerId')),
    status === 'status' ? sql`${cases.phase} = ${sql.placeholder('status')}` : undefined,
    priority === 'priority' ? sql`${cases.priority} = ${sql.placeholder('priority')}` : undefined,
    // Client first or last name, or case title.
    searchWordSlots(Number(words), [users.firstName, users.lastName, cases.title]),
  );
  const page = db
    .select({ id: cases.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(where)
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...lawyerCaseColumns, total: sql<number>`${page.total}`.mapWith(Number) })
    .from(page)
    .innerJoin(cases, eq(cases.id, page.id))
    .innerJoin(users, eq(users.id, cases.clientId))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .prepare(name);
});

/** D21: the cases assigned to the lawyer; newest first, id as tie-breaker. */
export async function listLawyerCases(db: Db, actor: Actor, query: z.infer<typeof lawyerCaseQuerySchema>) {
  const words = wordsOf(query.q);
  const shape = `${query.status ? 'status' : '-'}/${query.priority ? 'priority' : '-'}/${words.length}`;
  const rows = await lawyerCasePage(db, shape).execute({
    lawyerId: actor.id,
    status: query.status,
    priority: query.priority,
    ...wordValues(words),
    limit: query.limit,
    offset: offsetOf(query),
  });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    // Past the last page the window has no row to carry the count.
    const [counted] = await db
      .select({ n: count() })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.clientId))
      .where(
        and(
          eq(cases.lawyerId, actor.id),
          query.status ? eq(cases.phase, query.status) : undefined,
          query.priority ? eq(cases.priority, query.priority) : undefined,
          searchWords(query.q, [users.firstName, users.lastName, cases.title]),
        ),
      );
    total = counted?.n ?? 0;
  }
  return {
    cases: rows.map(({ total: _t, ...row }) => toLawyerCase(row)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * New leads the actor may take up (the dashboard's "New Leads"): counted here, in the scope
 * core/desk-scope.ts defines for the leads module too, so the dashboard needs no leads module.
 */
async function countNewLeads(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .innerJoin(cases, eq(cases.id, leads.caseId))
    .where(and(await leadScope(db, actor), eq(leads.status, 'new')));
  return row?.n ?? 0;
}

/** The lawyer's overview: every figure from records (D1–D3); success rate null with nothing finished. */
export async function lawyerDashboard(db: Db, actor: Actor) {
  const mine = eq(cases.lawyerId, actor.id);
  const [totals, newLeads, urgent, activity] = await Promise.all([
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
