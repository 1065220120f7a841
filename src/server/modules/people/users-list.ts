import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminUser, adminUserListQuerySchema } from '../../../shared/contracts/people';
import { DEFAULT_CURRENCY, nullableMoneyFields } from '../../../shared/domain/money';
import { stageAfterPassword } from '../../../shared/domain/sign-in';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { cases, desks, firmSettings, passkeys, totpFactors, userMonthCounts, users } from '../../db/schema';
import { microsOf } from '../../lib/search';
import { searchableList } from '../../lib/searchable-list';
import { clientMoneyOf, lawyerMoneyOf } from '../ledger';

const currency = sql.placeholder('currency');
/** A person's columns but the password hash: the list only says whether there is one. */
const { passwordHash: _hash, ...visibleColumns } = getTableColumns(users);

/**
 * The people `where` selects, newest first (created_at desc, id desc: stable across pages), one
 * page of them, each with their figures. One statement: a round trip costs more than the query
 * (docs/performance.md). The page is chosen first, on the created_at index, and only its rows
 * get figures, each a lateral lookup on an index (cases by client or lawyer, postings by client
 * and account) that runs only for the role it concerns. Money as the ledger module sums it (D7,
 * ledger/sums.ts).
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
  const clientMoney = clientMoneyOf(db, { clientId: page.id, when: isClient, currency });
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
  const lawyerMoney = lawyerMoneyOf(db, { lawyerId: page.id, when: isLawyer, currency });

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
 * The admin's people: newest first, or a search's matches (D23) in the order of the walk of
 * user_search_words, by role and status (lib/searchable-list.ts).
 */
const listPeople = searchableList({
  name: 'admin_users',
  owner: 'user',
  table: users,
  id: users.id,
  createdAt: users.createdAt,
  person: users.id,
  filters: { role: { equals: users.role }, status: { equals: users.status } },
  page: peopleWithFigures,
  byIds: (db) => peopleWithFigures(db, sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`),
  /**
   * Everyone, exactly, without reading the people: the sum of user_month_counts (kept by a trigger
   * on users, drizzle/0032; the summaries' property test holds it equal to the rows). The
   * unfiltered first page is the one an admin opens most.
   */
  everyone: (db) =>
    db
      .select({ n: sql<number>`coalesce(sum(${userMonthCounts.users}), 0)`.mapWith(Number) })
      .from(userMonthCounts),
  keyOf: (row: Row) => ({ id: row.id, micros: row.createdMicros }),
});

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
 * nothing begins with the query. The count stops at LIST_COUNT_CAP (D113): `more` says when more
 * people match. `cursor` (D121) pages by keyset, past the cap too; `page` keeps working within it.
 */
export async function listUsers(db: Db, query: z.output<typeof adminUserListQuerySchema>) {
  const { rows, ...counted } = await listPeople(db, {
    ...query,
    filters: { role: query.role && query.role !== 'all' ? query.role : undefined, status: query.status },
    values: { currency: query.currency },
  });
  return {
    users: rows.map((r) => toAdminUser(r, query.currency)),
    total: counted.total,
    more: counted.more,
    page: query.page,
    limit: query.limit,
    nextCursor: counted.nextCursor,
  };
}

export async function adminUserById(
  db: Db,
  id: string,
  currency: string = DEFAULT_CURRENCY,
): Promise<AdminUser> {
  const [row] = await userById(db).execute({ id, currency, limit: 1, offset: 0 });
  if (!row) throw notFound('people.not_found.user');
  return toAdminUser(row, currency);
}
