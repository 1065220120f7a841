import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminCaseListSchema, adminCasesQuerySchema } from '../../../shared/contracts/cases-lists';
import { LIST_COUNT_CAP } from '../../../shared/contracts/pagination';
import { moneyFields } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { preparedQuery, preparedShapes } from '../../db/prepared';
import { cases, ledgerPostings, users } from '../../db/schema';
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
import { selectCasesWithNames } from './queries';

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
        filtersOn(shape, {
          phase: sql`${cases.phase}`,
          priority: sql`${cases.priority}`,
          deskId: sql`${cases.deskId}`,
          lawyerId: sql`${cases.lawyerId}`,
        }),
      ),
    )
    .orderBy(desc(sql`strict_word_similarity(${q}, ${personText})`), desc(cases.createdAt), desc(cases.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

/** The ids of one page and the count (to the cap), for a search, a reference, or no search. */
async function pageOfIds(db: Db, query: Query) {
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
  if (words.length > 0) {
    const shape = `${filterShape}/${words.length}`;
    const searched = { ...values, ...wordValues(words) };
    const cap = LIST_COUNT_CAP + 1;
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
      return { ids: similar.map((r) => r.id), matches: similar.length, nextCursor: null };
    }
    return {
      ids: walked.map((r) => r.id),
      matches,
      nextCursor: nextCursorOf(walked, query.limit, (r) => [r.word, r.sortKey, r.id]),
    };
  }
  // No search: newest first on the created_at index.
  const where = and(
    query.phase ? eq(cases.phase, query.phase) : undefined,
    query.priority ? eq(cases.priority, query.priority) : undefined,
    query.deskId ? eq(cases.deskId, query.deskId) : undefined,
    query.lawyerId ? eq(cases.lawyerId, query.lawyerId) : undefined,
    query.assignment === 'unassigned' ? isNull(cases.lawyerId) : undefined,
    query.assignment === 'assigned' ? isNotNull(cases.lawyerId) : undefined,
  );
  const keyset = timeKeyset(query.cursor);
  // The count stops at the cap (D113): it reads at most cap + 1 index entries.
  const [page, [counted]] = await Promise.all([
    db
      .select({ id: cases.id, micros: microsOf(cases.createdAt) })
      .from(cases)
      .where(and(where, keyset.ct === null ? undefined : afterTimeKeyset(cases.createdAt, cases.id)))
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(query.limit)
      .offset(offset)
      .execute(keyset),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(cases)
        .where(where)
        .limit(LIST_COUNT_CAP + 1)
        .as('matches'),
    ),
  ]);
  return {
    ids: page.map((r) => r.id),
    matches: Number(counted?.n ?? 0),
    nextCursor: nextCursorOf(page, query.limit, (r) => [r.micros, r.id]),
  };
}

/**
 * Every case, newest first (created_at desc, id desc), or a search's matches in index order
 * (D23), with its recovered amount from the ledger. Counted up to LIST_COUNT_CAP, with `more`
 * beyond it (D113); `cursor` pages by keyset (D121).
 */
export async function listAllCases(db: Db, query: Query) {
  const { ids, matches, nextCursor } = await pageOfIds(db, query);
  const found = ids.length ? await selectCasesWithNames(db).where(inArray(cases.id, ids)) : [];
  const byId = new Map(found.map((r) => [r.c.id, r]));
  const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  // Recovered = trust-bank postings on the case, net of reversals (as ledger/queries.ts caseTotals).
  const recovered = ids.length
    ? await db
        .select({
          caseId: ledgerPostings.caseId,
          cents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`,
        })
        .from(ledgerPostings)
        .where(and(inArray(ledgerPostings.caseId, ids), eq(ledgerPostings.account, 'trust_bank')))
        .groupBy(ledgerPostings.caseId)
    : [];
  const recoveredOf = new Map(recovered.map((r) => [r.caseId, Number(r.cents)]));
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
      ...moneyFields('recoveredAmount', recoveredOf.get(c.id) ?? 0),
      nextAction: c.nextAction,
      dueDate: c.dueDate,
      createdAt: c.createdAt.toISOString(),
      lastUpdate: c.updatedAt.toISOString(),
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
    async (request) => listAllCases(app.deps.db, request.query),
  );
}
