import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { adminCaseListSchema, adminCasesQuerySchema } from '../../../shared/contracts/cases-lists';
import { moneyFields } from '../../../shared/domain/money';
import { fullName } from '../../core/person-name';
import type { Db } from '../../db/client';
import { cases, desks, users } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import { microsOf } from '../../lib/search';
import { searchableList } from '../../lib/searchable-list';
import type { TypedApp } from '../../lib/typed-routes';
import { casesWithOpenConflict } from '../conflicts';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

type Query = z.output<typeof adminCasesQuerySchema>;

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

/** `rowColumns` for the cases of `ids` (a subquery), newest first. */
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

type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

/**
 * Every case, newest first on the created_at indexes (the unassigned ones on the partial
 * cases_unassigned_created_idx, drizzle/0020), or a search's matches (D23) in the order of the
 * walk of case_search_words (reference, title, the client's names, email and phone); the typo
 * fallback compares the client's names (lib/searchable-list.ts).
 */
const listCases = searchableList({
  name: 'admin_cases',
  owner: 'case',
  table: cases,
  id: cases.id,
  createdAt: cases.createdAt,
  person: cases.clientId,
  filters: {
    phase: { equals: cases.phase },
    priority: { equals: cases.priority },
    desk: { equals: cases.deskId, cast: 'uuid' },
    lawyer: { equals: cases.lawyerId, cast: 'uuid' },
    assignment: {
      choices: {
        unassigned: (on) => sql`${on(cases.lawyerId)} is null`,
        assigned: (on) => sql`${on(cases.lawyerId)} is not null`,
      },
    },
  },
  // The page is chosen first, and only its rows get names.
  page: (db, where) =>
    rowsOf(
      db,
      sql`select ${cases.id} from ${cases} where ${where ?? sql`true`} order by ${cases.createdAt} desc, ${cases.id} desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    ),
  byIds: (db) => rowsOf(db, sql`select unnest(${sql.placeholder('ids')}::uuid[])`),
  keyOf: (row: Row) => ({ id: row.c.id, micros: row.micros }),
});

/**
 * Every case, newest first (created_at desc, id desc), or a search's matches in index order
 * (D23), with its recovered amount from the ledger. Counted up to LIST_COUNT_CAP, with `more`
 * beyond it (D113); `cursor` pages by keyset (D121).
 */
export async function listAllCases(db: Db, query: Query, secret: string) {
  const { rows, total, more, nextCursor } = await listCases(db, {
    ...query,
    filters: {
      phase: query.phase,
      priority: query.priority,
      desk: query.deskId,
      lawyer: query.lawyerId,
      assignment: query.assignment,
    },
  });
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
    total,
    more,
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
