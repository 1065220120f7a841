import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '../../../shared/contracts/pagination';
import type { AdminUser, adminUserListQuerySchema } from '../../../shared/contracts/people';
import { DEFAULT_CURRENCY, nullableMoneyFields } from '../../../shared/domain/money';
import { stageAfterPassword } from '../../../shared/domain/sign-in';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { preparedQuery, preparedShapes } from '../../db/prepared';
import {
  cases,
  desks,
  firmSettings,
  ledgerPostings,
  passkeys,
  totpFactors,
  userMonthCounts,
  users,
} from '../../db/schema';
import {
  afterTimeKeyset,
  microsOf,
  nextCursorOf,
  personResemblance,
  personResembles,
  queryWords,
  rangeCount,
  timeKeyset,
  walkKeyset,
  walkMatchCount,
  walkMatches,
  wordValues,
} from '../../lib/search';
import { offsetOf } from '../../lib/typed-routes';

const currency = sql.placeholder('currency');
/** A person's columns but the password hash: the list only says whether there is one. */
const { passwordHash: _hash, ...visibleColumns } = getTableColumns(users);

/**
 * The people `where` selects, newest first (created_at desc, id desc: stable across pages), one
 * page of them, each with their figures. One statement: a round trip costs more than the query
 * (docs/performance.md). The page is chosen first, on the created_at index, and only its rows
 * get figures, each a lateral lookup on an index (cases by client or lawyer, postings by client
 * and account) that runs only for the role it concerns. Money only as sums of ledger postings
 * (D7): recovered = trust-bank postings on the client's cases (net of reversals, as in
 * ledger/queries.ts caseTotals), available = the client_funds balance.
 */
function peopleWithFigures(db: Db, where: SQL | undefined) {
  const page = db
    .select({
      ...visibleColumns,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
      createdMicros: microsOf(users.createdAt).as('created_micros'),
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // Aliases are unique across the laterals: the outer select names them unqualified.
  const isClient = sql`${page.role} = 'client'`;
  const isLawyer = sql`${page.role} = 'lawyer'`;

  const clientCases = db
    .select({
      n: count().as('client_case_count'),
      lossCents:
        sql<number>`coalesce(sum(${cases.amountLostCents}) filter (where ${cases.currency} = ${currency}), 0)`.as(
          'loss_cents',
        ),
    })
    .from(cases)
    .where(and(eq(cases.clientId, page.id), isClient))
    .as('client_cases');
  // A client belongs to no desk themself: their desk and lawyer are those of their most recent
  // case (created last, id as tie-breaker), the one staff are working on now.
  const caseLawyer = alias(users, 'case_lawyer');
  const caseDesk = alias(desks, 'case_desk');
  const latestCase = db
    .select({
      lawyerId: sql<string | null>`${cases.lawyerId}`.as('latest_lawyer_id'),
      lawyerName: sql<string | null>`${caseLawyer.firstName} || ' ' || ${caseLawyer.lastName}`.as(
        'latest_lawyer_name',
      ),
      deskId: sql<string | null>`${cases.deskId}`.as('latest_desk_id'),
      deskName: sql<string | null>`${caseDesk.name}`.as('latest_desk_name'),
    })
    .from(cases)
    .leftJoin(caseLawyer, eq(caseLawyer.id, cases.lawyerId))
    .leftJoin(caseDesk, eq(caseDesk.id, cases.deskId))
    .where(and(eq(cases.clientId, page.id), isClient))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(1)
    .as('latest_case');
  const clientMoney = db
    .select({
      recoveredCents:
        sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'trust_bank' and ${ledgerPostings.caseId} is not null), 0)`.as(
          'client_recovered_cents',
        ),
      fundsCents:
        sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'client_funds'), 0)`.as(
          'funds_cents',
        ),
    })
    .from(ledgerPostings)
    .where(
      and(
        eq(ledgerPostings.clientId, page.id),
        isClient,
        sql`${ledgerPostings.account} in ('trust_bank', 'client_funds')`,
        eq(ledgerPostings.currency, currency),
      ),
    )
    .as('client_money');
  // D27: each person's second factors, looked up for the page's rows only (the app's primary
  // key, the passkeys' user index), and once for the page whether the firm requires one of
  // clients (a missing or unreadable setting is the default, off, as settingsFromRows reads it).
  const hasTotp = sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${page.id} and ${totpFactors.confirmedAt} is not null)`;
  const passkeyCount = sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${page.id})`;
  const clientsMustUseFactor = sql<boolean>`coalesce((select ${firmSettings.value} = 'true'::jsonb from ${firmSettings} where ${firmSettings.key} = 'clientsMustUseSecondFactor'), false)`;

  const lawyerCases = db
    .select({ n: count().as('lawyer_case_count') })
    .from(cases)
    .where(and(eq(cases.lawyerId, page.id), isLawyer))
    .as('lawyer_cases');
  const lawyerMoney = db
    .select({
      recoveredCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`.as(
        'lawyer_recovered_cents',
      ),
    })
    .from(ledgerPostings)
    .innerJoin(cases, eq(cases.id, ledgerPostings.caseId))
    .where(
      and(
        eq(cases.lawyerId, page.id),
        isLawyer,
        sql`${ledgerPostings.account} = 'trust_bank'`,
        eq(ledgerPostings.currency, currency),
      ),
    )
    .as('lawyer_money');

  return db
    .select({
      id: page.id,
      firstName: page.firstName,
      lastName: page.lastName,
      email: page.email,
      phone: page.phone,
      username: page.username,
      country: page.country,
      deskId: page.deskId,
      deskName: desks.name,
      role: page.role,
      status: page.status,
      banReason: page.banReason,
      createdAt: page.createdAt,
      lastActiveAt: page.lastActiveAt,
      language: page.language,
      managerId: page.managerId,
      hasPassword: page.hasPassword,
      createdMicros: page.createdMicros,
      hasTotp,
      passkeyCount,
      clientsMustUseFactor,
      clientCases: clientCases.n,
      lossCents: clientCases.lossCents,
      latestLawyerId: latestCase.lawyerId,
      latestLawyerName: latestCase.lawyerName,
      caseDeskId: latestCase.deskId,
      caseDeskName: latestCase.deskName,
      recoveredCents: clientMoney.recoveredCents,
      clientFundsCents: clientMoney.fundsCents,
      lawyerCases: lawyerCases.n,
      lawyerRecoveredCents: lawyerMoney.recoveredCents,
    })
    .from(page)
    .leftJoin(desks, eq(desks.id, page.deskId))
    .leftJoinLateral(clientCases, sql`true`)
    .leftJoinLateral(latestCase, sql`true`)
    .leftJoinLateral(clientMoney, sql`true`)
    .leftJoinLateral(lawyerCases, sql`true`)
    .leftJoinLateral(lawyerMoney, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof peopleWithFigures>['execute']>>[number];

/**
 * The filters of a shape `role/status/keyset` of the unsearched list: role and status when
 * present, and the time keyset (D121) when the page starts after a cursor.
 */
function filterOf(shape: string): SQL | undefined {
  const [role, status, keyset] = shape.split('/');
  return and(
    role === 'role' ? eq(users.role, sql.placeholder('role')) : undefined,
    status === 'status' ? eq(users.status, sql.placeholder('status')) : undefined,
    keyset === 'after' ? afterTimeKeyset(users.createdAt, users.id) : undefined,
  );
}

/** Role and status on the walk's owner row (alias `o`). */
function walkFilterOf(role: string | undefined, status: string | undefined): SQL | undefined {
  const parts = [
    role === 'role' ? sql`o.role = ${sql.placeholder('role')}` : undefined,
    status === 'status' ? sql`o.status = ${sql.placeholder('status')}` : undefined,
  ].filter((p) => p !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/**
 * A search (D23): the walk of user_search_words (lib/search.ts), shape `role/status/words`.
 * Paged by its keyset (`cursor`) or, for `page`, by offset within the walk (the cap bounds it).
 */
const usersWalk = preparedShapes('admin_users_walk', (db, name, shape) => {
  const [role, status, words] = shape.split('/');
  const walk = walkMatches('user', Number(words), walkFilterOf(role, status));
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

/** How many people the search matches, counting no further than the cap (D113). */
const usersWalkCount = preparedShapes('admin_users_walk_count', (db, name, shape) => {
  const [role, status, words] = shape.split('/');
  const walk = walkMatches('user', Number(words), walkFilterOf(role, status));
  return db
    .select({ n: count() })
    .from(sql`(${walk} limit ${sql.placeholder('cap')}) m`)
    .prepare(name);
});

/** The count of a one-word unfiltered search from the walk index alone (lib/search.ts rangeCount). */
const usersRangeCount = preparedQuery('admin_users_range_count', (db, name) =>
  db
    .select({
      people: sql<number>`r.people`.mapWith(Number),
      entries: sql<number>`r.entries`.mapWith(Number),
    })
    .from(sql`(${rangeCount('user')}) r`)
    .prepare(name),
);

/**
 * The typo-tolerant fallback (D23): only when the prefix search found nothing, the people whose
 * names and email resemble the whole query (trigram word similarity), best first, one page.
 */
const usersResembling = preparedShapes('admin_users_resembling', (db, name, shape) => {
  const [role, status, words] = shape.split('/');
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        personResembles(Number(words)),
        role === 'role' ? eq(users.role, sql.placeholder('role')) : undefined,
        status === 'status' ? eq(users.status, sql.placeholder('status')) : undefined,
      ),
    )
    .orderBy(desc(personResemblance('q')), desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
});

/** The figures of the people a search chose, by id (the walk decides their order). */
const usersByIds = preparedQuery('admin_users_by_ids', (db, name) =>
  peopleWithFigures(db, sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare(name),
);

/** One prepared statement per filter shape; shapes are fixed by listUsers, never user text. */
const usersPage = preparedShapes('admin_users_page', (db, name, shape) =>
  peopleWithFigures(db, filterOf(shape)).prepare(name),
);

/**
 * How many people match, counting no further than the cap (`cap` = LIST_COUNT_CAP + 1): a capped
 * count reads at most cap + 1 index entries where an exact one would read every match (D113).
 */
const usersCount = preparedShapes('admin_users_count', (db, name, shape) =>
  db
    .select({ n: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(filterOf(shape))
        .limit(sql.placeholder('cap'))
        .as('matches'),
    )
    .prepare(name),
);

/**
 * Everyone, exactly, without reading the people: the sum of user_month_counts (kept by a trigger
 * on users, drizzle/0032; the summaries' property test holds it equal to the rows). The
 * unfiltered first page is the one an admin opens most.
 */
const everyoneCount = preparedQuery('admin_users_everyone_count', (db, name) =>
  db
    .select({ n: sql<number>`coalesce(sum(${userMonthCounts.users}), 0)`.mapWith(Number) })
    .from(userMonthCounts)
    .prepare(name),
);

const userById = preparedQuery('admin_user_by_id', (db, name) =>
  peopleWithFigures(db, eq(users.id, sql.placeholder('id'))).prepare(name),
);

function toAdminUser(r: Row, currency: string): AdminUser {
  const isClient = r.role === 'client';
  const isLawyer = r.role === 'lawyer';
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    username: r.username,
    country: r.country,
    deskId: r.deskId,
    desk: r.deskId && r.deskName !== null ? { id: r.deskId, name: r.deskName } : null,
    role: r.role,
    status: r.status,
    banReason: r.banReason,
    joinDate: new Date(r.createdAt).toISOString(),
    lastActive: r.lastActiveAt ? new Date(r.lastActiveAt).toISOString() : null,
    language: r.language,
    managerId: r.managerId,
    assignedLawyerId: isClient ? r.latestLawyerId : null,
    assignedLawyerName: isClient ? r.latestLawyerName : null,
    caseDesk:
      isClient && r.caseDeskId && r.caseDeskName !== null ? { id: r.caseDeskId, name: r.caseDeskName } : null,
    hasPassword: r.hasPassword,
    secondFactor: {
      totp: Boolean(r.hasTotp),
      passkeys: Number(r.passkeyCount ?? 0),
      // The sign-in's own rule (shared/domain/sign-in.ts): would a password alone lead to enrolment?
      required:
        stageAfterPassword({
          role: r.role,
          hasFactor: false,
          clientsMustUseFactor: Boolean(r.clientsMustUseFactor),
        }) === 'enrolment',
    },
    currency,
    ...nullableMoneyFields('lossAmount', isClient ? Number(r.lossCents ?? 0) : null),
    ...nullableMoneyFields('recoveredAmount', isClient ? Number(r.recoveredCents ?? 0) : null),
    ...nullableMoneyFields('availableBalance', isClient ? 0 - Number(r.clientFundsCents ?? 0) : null),
    totalCases: isClient ? Number(r.clientCases ?? 0) : isLawyer ? Number(r.lawyerCases ?? 0) : null,
    ...nullableMoneyFields('totalRecovered', isLawyer ? Number(r.lawyerRecoveredCents ?? 0) : null),
  };
}

/**
 * Newest first; a search (D23) in the order of its index walk, with the trigram fallback when
 * nothing begins with the query. The page and the count are two statements run side by side;
 * the count stops at LIST_COUNT_CAP (D113): `more` says when more people match. `cursor`
 * (D121) pages by keyset, past the cap too; `page` keeps working within the cap.
 */
export async function listUsers(db: Db, query: z.output<typeof adminUserListQuerySchema>) {
  const role = query.role && query.role !== 'all' ? query.role : undefined;
  const words = queryWords(query.q);
  const filters = { role, status: query.status };
  const filterShape = `${role ? 'role' : '-'}/${query.status ? 'status' : '-'}`;
  const offset = query.cursor ? 0 : offsetOf(query);
  const answer = (rows: Row[], matches: number, nextCursor: string | null) => ({
    users: rows.map((r) => toAdminUser(r, query.currency)),
    total: Math.min(matches, LIST_COUNT_CAP),
    more: matches > LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
    nextCursor,
  });

  if (words.length === 0) {
    const keyset = timeKeyset(query.cursor);
    const shape = `${filterShape}/${query.cursor ? 'after' : '-'}`;
    const [rows, [counted]] = await Promise.all([
      usersPage(db, shape).execute({
        ...filters,
        ...keyset,
        currency: query.currency,
        limit: query.limit,
        offset,
      }),
      filterShape === '-/-'
        ? everyoneCount(db).execute()
        : usersCount(db, `${filterShape}/-`).execute({ ...filters, cap: LIST_COUNT_CAP + 1 }),
    ]);
    return answer(
      rows,
      Number(counted?.n ?? 0),
      nextCursorOf(rows, query.limit, (r) => [r.createdMicros, r.id]),
    );
  }

  const shape = `${filterShape}/${words.length}`;
  const values = { ...filters, ...wordValues(words) };
  const cap = LIST_COUNT_CAP + 1;
  const unfiltered = words.length === 1 && !role && !query.status;
  const [walked, counted] = await Promise.all([
    usersWalk(db, shape).execute({ ...values, ...walkKeyset(query.cursor), limit: query.limit, offset }),
    walkMatchCount(
      unfiltered ? () => usersRangeCount(db).execute({ ...values, cap }) : undefined,
      () => usersWalkCount(db, shape).execute({ ...values, ...walkKeyset(undefined), cap }),
      LIST_COUNT_CAP,
    ),
  ]);
  let ids = walked.map((r) => r.id);
  let matches = counted;
  if (matches === 0 && !query.cursor && query.page === 1) {
    ids = (await usersResembling(db, shape).execute({ ...values, q: query.q, limit: query.limit })).map(
      (r) => r.id,
    );
    matches = ids.length;
  }
  const rows = await rowsInOrder(db, ids, query.currency);
  return answer(
    rows,
    matches,
    nextCursorOf(walked, query.limit, (r) => [r.word, r.sortKey, r.id]),
  );
}

/** The figures of `ids`, in the order given. */
async function rowsInOrder(db: Db, ids: string[], currency: string): Promise<Row[]> {
  if (ids.length === 0) return [];
  const found = await usersByIds(db).execute({ ids, currency, limit: ids.length, offset: 0 });
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

export async function adminUserById(
  db: Db,
  id: string,
  currency: string = DEFAULT_CURRENCY,
): Promise<AdminUser> {
  const [row] = await userById(db).execute({ id, currency, limit: 1, offset: 0 });
  if (!row) throw notFound('not_found.user');
  return toAdminUser(row, currency);
}
