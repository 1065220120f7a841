import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { adminCaseListSchema, adminCasesQuerySchema } from '../../../shared/contracts/cases-lists';
import { LIST_COUNT_CAP } from '../../../shared/contracts/pagination';
import { moneyFields } from '../../../shared/domain/money';
import { fullName } from '../../core/person-name';
import type { Db } from '../../db/client';
import { preparedQuery, preparedShapes } from '../../db/prepared';
import { cases, desks, users } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import {
  afterTimeKeyset,
  microsOf,
  nextCursorOf,
  queryWords,
  rangeCount,
  timeKeyset,
  walkKeyset,
  walkMatchCount,
  walkMatches,
  wordValues,
} from '../../lib/search';
import { offsetOf, type TypedApp } from '../../lib/typed-routes';
import { casesWithOpenConflict } from '../conflicts';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

type Query = z.output<typeof adminCasesQuerySchema>;

/** Which filters a request sets, as a fixed shape (never user text): phase/priority/desk/lawyer/assignment. */
function filterShapeOf(query: Query): string {
  return [
    query.phase ? 'phase' : '-',
    query.priority ? 'priority' : '-',
    query.deskId ? 'desk' : '-',
    query.lawyerId ? 'lawyer' : '-',
    query.assignment ?? '-',
  ].join('/');
}

/** The filters of a shape on the case row `c` (the walk's owner alias `o`, or the cases table). */
function filtersOn(
  shape: string,
  c: { phase: SQL; priority: SQL; deskId: SQL; lawyerId: SQL },
): SQL | undefined {
  const [phase, priority, desk, lawyer, assignment] = shape.split('/');
  const parts = [
    phase === 'phase' ? sql`${c.phase} = ${sql.placeholder('phase')}` : undefined,
    priority === 'priority' ? sql`${c.priority} = ${sql.placeholder('priority')}` : undefined,
    desk === 'desk' ? sql`${c.deskId} = ${sql.placeholder('deskId')}::uuid` : undefined,
    lawyer === 'lawyer' ? sql`${c.lawyerId} = ${sql.placeholder('lawyerId')}::uuid` : undefined,
    // Unassigned reads the partial index cases_unassigned_created_idx (drizzle/0020).
    assignment === 'unassigned' ? sql`${c.lawyerId} is null` : undefined,
    assignment === 'assigned' ? sql`${c.lawyerId} is not null` : undefined,
  ].filter((p) => p !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

const onCasesTable = {
  phase: sql`${cases.phase}`,
  priority: sql`${cases.priority}`,
  deskId: sql`${cases.deskId}`,
  lawyerId: sql`${cases.lawyerId}`,
};

const onWalkOwner = {
  phase: sql`o.phase`,
  priority: sql`o.priority`,
  deskId: sql`o.desk_id`,
  lawyerId: sql`o.lawyer_id`,
};

/**
 * A search (D23): the walk of case_search_words (reference, title, the client's names, email and
 * phone), shape `filters/words`; paged by its keyset or by offset within the cap.
 */
const casesWalk = preparedShapes('admin_cases_walk', (db, name, shape) => {
  const words = Number(shape.split('/').at(-1));
  const walk = walkMatches('case', words, filtersOn(shape, onWalkOwner));
  return db
    .select({
      id: sql<string>`m.id`,
      word: sql<string>`m.word`,
      sortKey: sql<number>`m.sort_key`.mapWith(Number),
    })
    .from(sql`(${walk}) m`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

const casesWalkCount = preparedShapes('admin_cases_walk_count', (db, name, shape) => {
  const words = Number(shape.split('/').at(-1));
  const walk = walkMatches('case', words, filtersOn(shape, onWalkOwner));
  return db
    .select({ n: count() })
    .from(sql`(${walk} limit ${sql.placeholder('cap')}) m`)
    .prepare(name);
});

/** The count of a one-word unfiltered search from the walk index alone (lib/search.ts rangeCount). */
const casesRangeCount = preparedQuery('admin_cases_range_count', (db, name) =>
  db
    .select({
      people: sql<number>`r.people`.mapWith(Number),
      entries: sql<number>`r.entries`.mapWith(Number),
    })
    .from(sql`(${rangeCount('case')}) r`)
    .prepare(name),
);

/**
 * The typo-tolerant fallback (D23), only when nothing begins with the query: cases whose
 * client's names and email resemble it (trigram word similarity on users_search_trgm_idx).
 */
const casesResembling = preparedShapes('admin_cases_resembling', (db, name, shape) => {
  const words = Number(shape.split('/').at(-1));
  const personText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
  const q = sql`lower(${sql.placeholder('q')}::text)`;
  return db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(
      and(
        sql.join(
          Array.from(
            { length: words },
            (_, i) => sql`lower(${sql.placeholder(`w${i}`)}::text) <<% ${personText}`,
          ),
          sql` and `,
        ),
        filtersOn(shape, onCasesTable),
      ),
    )
    .orderBy(desc(sql`strict_word_similarity(${q}, ${personText})`), desc(cases.createdAt), desc(cases.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

const client = alias(users, 'client');
const lawyer = alias(users, 'lawyer');

/**
 * The columns a row of the list shows: the case, the client's, lawyer's and desk's names, and
 * the recovered amount from the case's ledger-kept column (cases.recovered_cents: the trust-bank
 * postings net of reversals, as ledger/queries.ts caseTotals; a property test holds them equal).
 */
const rowColumns = {
  c: cases,
  clientName: fullName(client),
  lawyerFirst: lawyer.firstName,
  lawyerLast: lawyer.lastName,
  deskName: desks.name,
  micros: microsOf(cases.createdAt),
};

/** `rowColumns` for the cases of `page` (a subquery of ids), newest first. */
function rowsOf(db: Db, ids: SQL) {
  return db
    .select(rowColumns)
    .from(cases)
    .innerJoin(client, eq(client.id, cases.clientId))
    .leftJoin(lawyer, eq(lawyer.id, cases.lawyerId))
    .leftJoin(desks, eq(desks.id, cases.deskId))
    .where(sql`${cases.id} in (${ids})`)
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

/**
 * The unsearched list, newest first on the created_at indexes (the unassigned ones on the partial
 * cases_unassigned_created_idx, drizzle/0020): the page is chosen first, and only its rows get
 * names, in one prepared statement per filter shape (a round trip and a plan cost more than the
 * query: docs/performance.md). Shape: `filters/keyset`.
 */
const casesPage = preparedShapes('admin_cases_page', (db, name, shape) => {
  const keyset = shape.split('/').at(-1);
  const filters = and(
    filtersOn(shape, onCasesTable),
    keyset === 'after' ? afterTimeKeyset(cases.createdAt, cases.id) : undefined,
  );
  const page = sql`select ${cases.id} from ${cases} where ${filters ?? sql`true`} order by ${cases.createdAt} desc, ${cases.id} desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  return rowsOf(db, page).prepare(name);
});

/** How many cases the filters match, counting no further than the cap (D113). */
const casesCount = preparedShapes('admin_cases_count', (db, name, shape) =>
  db
    .select({ n: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(cases)
        .where(filtersOn(shape, onCasesTable))
        .limit(sql.placeholder('cap'))
        .as('matches'),
    )
    .prepare(name),
);

/** The rows of the cases a search chose, by id (the walk decides their order). */
const casesByIds = preparedQuery('admin_cases_by_ids', (db, name) =>
  rowsOf(db, sql`select unnest(${sql.placeholder('ids')}::uuid[])`).prepare(name),
);

type Row = Awaited<ReturnType<ReturnType<typeof casesByIds>['execute']>>[number];

/** One page of rows and the count (to the cap), for a search or no search. */
async function pageOfRows(
  db: Db,
  query: Query,
): Promise<{ rows: Row[]; matches: number; nextCursor: string | null }> {
  const text = query.q?.trim() ?? '';
  const words = queryWords(text);
  const filterShape = filterShapeOf(query);
  const values = {
    phase: query.phase,
    priority: query.priority,
    deskId: query.deskId,
    lawyerId: query.lawyerId,
  };
  const offset = query.cursor ? 0 : offsetOf(query);
  const cap = LIST_COUNT_CAP + 1;
  if (words.length > 0) {
    const shape = `${filterShape}/${words.length}`;
    const searched = { ...values, ...wordValues(words) };
    const unfiltered = words.length === 1 && filterShape === '-/-/-/-/-';
    const [walked, matches] = await Promise.all([
      casesWalk(db, shape).execute({ ...searched, ...walkKeyset(query.cursor), limit: query.limit, offset }),
      walkMatchCount(
        unfiltered ? () => casesRangeCount(db).execute({ ...searched, cap }) : undefined,
        () => casesWalkCount(db, shape).execute({ ...searched, ...walkKeyset(undefined), cap }),
        LIST_COUNT_CAP,
      ),
    ]);
    if (matches === 0 && !query.cursor && query.page === 1) {
      const similar = await casesResembling(db, shape).execute({
        ...searched,
        q: text,
        limit: query.limit,
      });
      return {
        rows: await rowsInOrder(
          db,
          similar.map((r) => r.id),
        ),
        matches: similar.length,
        nextCursor: null,
      };
    }
    return {
      rows: await rowsInOrder(
        db,
        walked.map((r) => r.id),
      ),
      matches,
      nextCursor: nextCursorOf(walked, query.limit, (r) => [r.word, r.sortKey, r.id]),
    };
  }
  const keyset = timeKeyset(query.cursor);
  const [rows, [counted]] = await Promise.all([
    casesPage(db, `${filterShape}/${query.cursor ? 'after' : '-'}`).execute({
      ...values,
      ...keyset,
      limit: query.limit,
      offset,
    }),
    casesCount(db, filterShape).execute({ ...values, cap }),
  ]);
  return {
    rows,
    matches: Number(counted?.n ?? 0),
    nextCursor: nextCursorOf(rows, query.limit, (r) => [r.micros, r.c.id]),
  };
}

/** The rows of `ids`, in the order given. */
async function rowsInOrder(db: Db, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const found = await casesByIds(db).execute({ ids });
  const byId = new Map(found.map((r) => [r.c.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

/**
 * Every case, newest first (created_at desc, id desc), or a search's matches in index order
 * (D23), with its recovered amount from the ledger. Counted up to LIST_COUNT_CAP, with `more`
 * beyond it (D113); `cursor` pages by keyset (D121).
 */
export async function listAllCases(db: Db, query: Query, secret: string) {
  const { rows, matches, nextCursor } = await pageOfRows(db, query);
  const conflictOpen = await casesWithOpenConflict(
    db,
    secret,
    rows.map((r) => r.c.id),
  );
  return {
    cases: rows.map(({ c, clientName, lawyerFirst, lawyerLast, deskName }) => ({
      id: c.id,
      reference: c.reference,
      title: c.title,
      clientId: c.clientId,
      clientName,
      fraudType: c.fraudType,
      phase: c.phase,
      priority: c.priority,
      deskId: c.deskId,
      deskName,
      lawyerId: c.lawyerId,
      lawyerName: lawyerFirst === null ? null : `${lawyerFirst} ${lawyerLast}`,
      currency: c.currency,
      ...moneyFields('amountLost', c.amountLostCents),
      ...moneyFields('recoveredAmount', c.recoveredCents),
      nextAction: c.nextAction,
      dueDate: c.dueDate,
      createdAt: c.createdAt.toISOString(),
      lastUpdate: c.updatedAt.toISOString(),
      conflictOpen: conflictOpen.has(c.id),
    })),
    total: Math.min(matches, LIST_COUNT_CAP),
    more: matches > LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
    nextCursor,
  };
}

export function registerCaseRoutes(app: TypedApp) {
  app.get(
    '/api/admin/cases',
    route(
      tags,
      ['admin'],
      'All cases, newest first: filter by phase, priority, desk, lawyer, assignment; search (paginated)',
      { querystring: adminCasesQuerySchema, response: { 200: adminCaseListSchema } },
    ),
    // D129: reused until a committed change to what the list reads (admins all see the same).
    async (request) =>
      app.figuresCache.get(`admin-cases:${JSON.stringify(request.query)}`, () =>
        listAllCases(app.deps.db, request.query, app.deps.config.sessionSecret),
      ),
  );
}
