import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type ManagerCaseSort,
  type managerCaseQuerySchema,
  type SortOrder,
  UNASSIGNED,
} from '../../../shared/contracts/desks';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { fullNameOrNull } from '../../core/person-name';
import type { Db } from '../../db/client';
import { preparedShapes } from '../../db/prepared';
import { cases, deskLawyerStats, UNASSIGNED_LAWYER_KEY, users } from '../../db/schema';
import { matchesAllWords, queryWords, wordValues } from '../../lib/search';
import { offsetOf } from '../../lib/typed-routes';
import { casesWithOpenConflict } from '../conflicts';

type Query = z.output<typeof managerCaseQuerySchema>;
const lawyer = alias(users, 'lawyer');

/**
 * What each sort key orders by. The tie-breaker is the case id in the same direction, so one
 * index per key, (desk_id, key, id) (drizzle/0016), serves both directions and pages never
 * overlap. Client name uses users (last_name, first_name, id); the lawyer name joins the few
 * lawyers of the desk and sorts (measured ~130 ms on a desk of 36k cases, docs/performance.md).
 */
const SORT_COLUMNS: Record<ManagerCaseSort, PgColumn[]> = {
  reference: [cases.reference],
  client: [users.lastName, users.firstName],
  fraudType: [cases.fraudType],
  claimAmount: [cases.amountLostCents],
  lawyer: [lawyer.lastName, lawyer.firstName],
  status: [cases.phase],
  createdAt: [cases.createdAt],
};

function orderOf(sort: ManagerCaseSort, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [...SORT_COLUMNS[sort], cases.id].map((column) => direction(column));
}

/**
 * D23: every word begins one of the case's search words (reference, title, the client's names,
 * email and phone), checked per case of the desk; the list keeps its own sort.
 */
function searchSlots(count: number): SQL | undefined {
  return matchesAllWords('case', sql`${cases.id}`, count);
}

function filterOf(status: string, assigned: string, words: number): SQL | undefined {
  return and(
    eq(cases.deskId, sql.placeholder('deskId')),
    status === 'status' ? sql`${cases.phase} = ${sql.placeholder('status')}` : undefined,
    assigned === 'none' ? isNull(cases.lawyerId) : undefined,
    assigned === 'lawyer' ? sql`${cases.lawyerId} = ${sql.placeholder('lawyerId')}` : undefined,
    searchSlots(words),
  );
}

/** One prepared statement per shape (sort/order/status/assigned/words): all fixed, never user text. */
const managerCasePage = preparedShapes('manager_case_page', (db, name, shape) => {
  const [sort, order, status, assigned, words] = shape.split('/') as [
    ManagerCaseSort,
    SortOrder,
    string,
    string,
    string,
  ];
  return db
    .select({
      c: cases,
      firstName: users.firstName,
      lastName: users.lastName,
      lawyerName: fullNameOrNull(lawyer),
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .leftJoin(lawyer, eq(lawyer.id, cases.lawyerId))
    .where(filterOf(status, assigned, Number(words)))
    .orderBy(...orderOf(sort, order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The count of a filtered list (a status or a search): index-only on (desk_id, phase) or a join. */
const managerCaseCount = preparedShapes('manager_case_count', (db, name, shape) => {
  const [status, assigned, words] = shape.split('/') as [string, string, string];
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(filterOf(status, assigned, Number(words)))
    .prepare(name);
});

/** Without a status or a search the total is the trigger-kept desk figures (drizzle/0011). */
async function totalFromStats(db: Db, deskId: string, lawyerKey: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${deskLawyerStats.caseCount}), 0)`.mapWith(Number) })
    .from(deskLawyerStats)
    .where(
      and(
        eq(deskLawyerStats.deskId, deskId),
        lawyerKey ? eq(deskLawyerStats.lawyerKey, lawyerKey) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * GET /api/manager/cases: one page of the manager's desk's cases (D21: their desk only, scoped in
 * the query) and the count of all that match. A manager without a desk sees an empty list.
 */
export async function listManagerCases(db: Db, actor: Actor, query: Query, secret: string) {
  const empty = { cases: [], total: 0, page: query.page, limit: query.limit };
  if (!actor.deskId) return empty;
  const words = queryWords(query.q);
  const assigned = query.assigned === undefined ? '-' : query.assigned === UNASSIGNED ? 'none' : 'lawyer';
  const filterShape = `${query.status ? 'status' : '-'}/${assigned}/${words.length}`;
  const values = {
    deskId: actor.deskId,
    status: query.status,
    lawyerId: assigned === 'lawyer' ? query.assigned : undefined,
    ...wordValues(words),
  };
  const byStats = !query.status && words.length === 0;
  const lawyerKey = assigned === 'none' ? UNASSIGNED_LAWYER_KEY : values.lawyerId;
  const [rows, total] = await Promise.all([
    managerCasePage(db, `${query.sort}/${query.order}/${filterShape}`).execute({
      ...values,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    byStats
      ? totalFromStats(db, actor.deskId, lawyerKey)
      : managerCaseCount(db, filterShape)
          .execute(values)
          .then(([row]) => row?.n ?? 0),
  ]);
  return {
    cases: await withConflictFlags(db, secret, rows),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/**
 * The desk's newest cases, one page: the manager's list in its default order (created, newest
 * first) with no filter. The desk dashboard shows this page beside its figures.
 */
export async function newestDeskCases(
  db: Db,
  deskId: string,
  query: { page: number; limit: number },
  secret: string,
) {
  const rows = await managerCasePage(db, 'createdAt/desc/-/-/0').execute({
    deskId,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return withConflictFlags(db, secret, rows);
}

/** The page's rows as the manager's screens list them, each flagged when its conflict check is open. */
async function withConflictFlags(db: Db, secret: string, rows: ({ c: CaseRow } & CasePeople)[]) {
  const open = await casesWithOpenConflict(
    db,
    secret,
    rows.map((r) => r.c.id),
  );
  return rows.map(({ c, ...r }) => ({ ...toManagerCase(c, r), conflictOpen: open.has(c.id) }));
}

type CaseRow = typeof cases.$inferSelect;
type CasePeople = {
  firstName: string;
  lastName: string;
  lawyerName: string | null;
};

/** A desk case as the manager's screens list it (spec §3 "manager dashboard data"), amounts in major units. */
function toManagerCase(c: CaseRow, people: CasePeople) {
  return {
    id: c.id,
    reference: c.reference,
    clientId: c.clientId,
    firstName: people.firstName,
    lastName: people.lastName,
    fraudType: c.fraudType,
    ...moneyFields('claimAmount', c.amountLostCents),
    currency: c.currency,
    assignedLawyerId: c.lawyerId,
    assignedLawyerName: people.lawyerName,
    status: c.phase,
    priority: c.priority,
    // recovered_cents is kept per case by a trigger on ledger_postings (drizzle/0008).
    ...moneyFields('recoveredAmount', c.recoveredCents),
    createdAt: c.createdAt.toISOString(),
  };
}
