import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '../../../shared/contracts/pagination';
import type { AdminUser, adminUserListQuerySchema } from '../../../shared/contracts/people';
import { DEFAULT_CURRENCY, nullableMoneyFields } from '../../../shared/domain/money';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { cases, desks, ledgerPostings, users } from '../../db/schema';
import { containsPattern } from '../../lib/search';
import { offsetOf, searchWords } from '../../lib/typed-routes';

type UserRow = typeof users.$inferSelect;

/**
 * Performance figures for one page of people only (D14: fast at 100k users): a handful of grouped
 * queries over the page's ids, each on an index (cases by client/lawyer, postings by client+account).
 * Money only as sums of ledger postings (D7): recovered = trust-bank postings on the client's cases
 * (net of reversals, as in ledger/queries.ts caseTotals), available = the client_funds balance.
 */
async function performanceOf(db: Db, rows: UserRow[], currency: string) {
  const clientIds = rows.filter((u) => u.role === 'client').map((u) => u.id);
  const lawyerIds = rows.filter((u) => u.role === 'lawyer').map((u) => u.id);
  const none = Promise.resolve([]);
  const [clientCases, latestLawyer, clientMoney, lawyerCases, lawyerMoney] = await Promise.all([
    clientIds.length
      ? db
          .select({
            id: cases.clientId,
            n: count(),
            lossCents: sql<number>`coalesce(sum(${cases.amountLostCents}) filter (where ${cases.currency} = ${currency}), 0)`,
          })
          .from(cases)
          .where(inArray(cases.clientId, clientIds))
          .groupBy(cases.clientId)
      : none,
    clientIds.length
      ? db
          .selectDistinctOn([cases.clientId], { id: cases.clientId, lawyerId: cases.lawyerId })
          .from(cases)
          .where(inArray(cases.clientId, clientIds))
          .orderBy(cases.clientId, desc(cases.createdAt), desc(cases.id))
      : none,
    clientIds.length
      ? db
          .select({
            id: ledgerPostings.clientId,
            recoveredCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'trust_bank' and ${ledgerPostings.caseId} is not null), 0)`,
            clientFundsCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'client_funds'), 0)`,
          })
          .from(ledgerPostings)
          .where(
            and(
              inArray(ledgerPostings.clientId, clientIds),
              inArray(ledgerPostings.account, ['trust_bank', 'client_funds']),
              eq(ledgerPostings.currency, currency),
            ),
          )
          .groupBy(ledgerPostings.clientId)
      : none,
    lawyerIds.length
      ? db
          .select({ id: cases.lawyerId, n: count() })
          .from(cases)
          .where(inArray(cases.lawyerId, lawyerIds))
          .groupBy(cases.lawyerId)
      : none,
    lawyerIds.length
      ? db
          .select({
            id: cases.lawyerId,
            recoveredCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)`,
          })
          .from(ledgerPostings)
          .innerJoin(cases, eq(cases.id, ledgerPostings.caseId))
          .where(
            and(
              inArray(cases.lawyerId, lawyerIds),
              eq(ledgerPostings.account, 'trust_bank'),
              eq(ledgerPostings.currency, currency),
            ),
          )
          .groupBy(cases.lawyerId)
      : none,
  ]);
  const byId = <T extends { id: string | null }>(list: T[]) => new Map(list.map((r) => [r.id, r]));
  return {
    clientCases: byId(clientCases),
    latestLawyer: byId(latestLawyer),
    clientMoney: byId(clientMoney),
    lawyerCases: byId(lawyerCases),
    lawyerMoney: byId(lawyerMoney),
  };
}

async function loadUsers(
  db: Db,
  where: SQL | undefined,
  currency: string,
  page: { limit: number; offset: number },
): Promise<AdminUser[]> {
  const rows = await db
    .select({ user: users, deskName: desks.name })
    .from(users)
    .leftJoin(desks, eq(desks.id, users.deskId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const perf = await performanceOf(
    db,
    rows.map((r) => r.user),
    currency,
  );
  return rows.map(({ user: u, deskName }) => {
    const isClient = u.role === 'client';
    const isLawyer = u.role === 'lawyer';
    const money = perf.clientMoney.get(u.id);
    const casesOfClient = perf.clientCases.get(u.id);
    return {
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      phone: u.phone,
      username: u.username,
      country: u.country,
      deskId: u.deskId,
      desk: u.deskId && deskName !== null ? { id: u.deskId, name: deskName } : null,
      role: u.role,
      status: u.status,
      banReason: u.banReason,
      joinDate: u.createdAt.toISOString(),
      lastActive: u.lastActiveAt?.toISOString() ?? null,
      language: u.language,
      managerId: u.managerId,
      assignedLawyerId: isClient ? (perf.latestLawyer.get(u.id)?.lawyerId ?? null) : null,
      hasPassword: u.passwordHash !== null,
      currency,
      ...nullableMoneyFields('lossAmount', isClient ? Number(casesOfClient?.lossCents ?? 0) : null),
      ...nullableMoneyFields('recoveredAmount', isClient ? Number(money?.recoveredCents ?? 0) : null),
      ...nullableMoneyFields('availableBalance', isClient ? 0 - Number(money?.clientFundsCents ?? 0) : null),
      totalCases: isClient
        ? Number(casesOfClient?.n ?? 0)
        : isLawyer
          ? Number(perf.lawyerCases.get(u.id)?.n ?? 0)
          : null,
      ...nullableMoneyFields(
        'totalRecovered',
        isLawyer ? Number(perf.lawyerMoney.get(u.id)?.recoveredCents ?? 0) : null,
      ),
    };
  });
}

type PageRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  username: string;
  country: string | null;
  deskId: string | null;
  deskName: string | null;
  role: UserRow['role'];
  status: UserRow['status'];
  banReason: string | null;
  createdAt: Date;
  lastActiveAt: Date | null;
  language: UserRow['language'];
  managerId: string | null;
  hasPassword: boolean;
  clientCases: number;
  lossCents: number;
  latestLawyerId: string | null;
  recoveredCents: number;
  clientFundsCents: number;
  lawyerCases: number;
  lawyerRecoveredCents: number;
};

/**
 * The admin's people list in one statement per filter shape (role?, status?, number of search
 * words), with the count as a window over every match: a round trip costs more than the query
 * (docs/performance.md). The figures are computed for the page's rows only, each on an index;
 * money only as sums of ledger postings (D7), the same definitions as performanceOf above.
 * The SQL is assembled from fixed fragments only; every value is a parameter.
 */
type ListShape = { role: boolean; status: boolean; words: number };

/** One parameter per filter present, numbered from `first`, in the order listUsers passes them. */
function filtersOf(shape: ListShape, first: number): string[] {
  let next = first;
  return [
    ...(shape.role ? [`u.role = $${next++}`] : []),
    ...(shape.status ? [`u.status = $${next++}`] : []),
    ...Array.from(
      { length: shape.words },
      () => `lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like $${next++}`,
    ),
  ];
}
const whereOf = (filters: string[]) => (filters.length ? `where ${filters.join(' and ')}` : '');

/**
 * How many people match, counting no further than the cap ($1 = cap + 1): a capped count reads at
 * most cap + 1 index entries where an exact one would read every match (decision 0013).
 */
function usersCountSql(shape: ListShape): string {
  return `select count(*)::int as n from (select 1 from users u ${whereOf(filtersOf(shape, 2))} limit $1) s`;
}

function usersPageSql(shape: ListShape): string {
  // $1 currency, $2 limit, $3 offset, then one parameter per filter present, in this order
  // (PostgreSQL rejects a parameter the statement does not use).
  const filters = filtersOf(shape, 4);
  return `with page as (
      select u.*
        from users u
       ${whereOf(filters)}
       order by u.created_at desc, u.id desc
       limit $2 offset $3
    )
    select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.phone, p.username,
           p.country, p.desk_id as "deskId", d.name as "deskName", p.role, p.status,
           p.ban_reason as "banReason", p.created_at as "createdAt", p.last_active_at as "lastActiveAt",
           p.language, p.manager_id as "managerId", p.password_hash is not null as "hasPassword",
           coalesce(cc.n, 0) as "clientCases", coalesce(cc.loss, 0) as "lossCents",
           ll.lawyer_id as "latestLawyerId",
           coalesce(cm.recovered, 0) as "recoveredCents", coalesce(cm.funds, 0) as "clientFundsCents",
           coalesce(lc.n, 0) as "lawyerCases", coalesce(lm.recovered, 0) as "lawyerRecoveredCents"
      from page p
      left join desks d on d.id = p.desk_id
      left join lateral (
        select count(*) as n, coalesce(sum(amount_lost_cents) filter (where currency = $1), 0) as loss
          from cases where client_id = p.id and p.role = 'client') cc on true
      left join lateral (
        select lawyer_id from cases where client_id = p.id and p.role = 'client'
         order by created_at desc, id desc limit 1) ll on true
      left join lateral (
        select coalesce(sum(amount_cents) filter (where account = 'trust_bank' and case_id is not null), 0) as recovered,
               coalesce(sum(amount_cents) filter (where account = 'client_funds'), 0) as funds
          from ledger_postings
         where client_id = p.id and p.role = 'client' and account in ('trust_bank', 'client_funds')
           and currency = $1) cm on true
      left join lateral (
        select count(*) as n from cases where lawyer_id = p.id and p.role = 'lawyer') lc on true
      left join lateral (
        select coalesce(sum(lp.amount_cents), 0) as recovered
          from ledger_postings lp join cases c on c.id = lp.case_id
         where c.lawyer_id = p.id and p.role = 'lawyer' and lp.account = 'trust_bank'
           and lp.currency = $1) lm on true
     order by p.created_at desc, p.id desc`;
}

type Statement<Row> = ReturnType<typeof namedStatement<Row>>;
const statements = new Map<string, Statement<unknown>>();
/** One named statement per filter shape and purpose, prepared once per connection. */
function statementFor<Row>(purpose: 'page' | 'count', shape: ListShape): Statement<Row> {
  const key = `admin_users_${purpose}:${shape.role ? 'role' : '-'}/${shape.status ? 'status' : '-'}/${shape.words}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = namedStatement<unknown>(key, purpose === 'page' ? usersPageSql(shape) : usersCountSql(shape));
    statements.set(key, statement);
  }
  return statement as Statement<Row>;
}

function toAdminUser(r: PageRow, currency: string): AdminUser {
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
    hasPassword: r.hasPassword,
    currency,
    ...nullableMoneyFields('lossAmount', isClient ? Number(r.lossCents) : null),
    ...nullableMoneyFields('recoveredAmount', isClient ? Number(r.recoveredCents) : null),
    ...nullableMoneyFields('availableBalance', isClient ? 0 - Number(r.clientFundsCents) : null),
    totalCases: isClient ? Number(r.clientCases) : isLawyer ? Number(r.lawyerCases) : null,
    ...nullableMoneyFields('totalRecovered', isLawyer ? Number(r.lawyerRecoveredCents) : null),
  };
}

/**
 * Newest first (created_at desc, id desc: stable across pages). Name and email search use one
 * trigram index (lib/search.ts). The count stops at LIST_COUNT_CAP (decision 0013): `more` says
 * when more people match, and the query schema refuses pages past the cap.
 */
export async function listUsers(db: Db, query: z.output<typeof adminUserListQuerySchema>) {
  const role = query.role && query.role !== 'all' ? query.role : undefined;
  const words = searchWords(query.q);
  const shape = { role: !!role, status: !!query.status, words: words.length };
  const filters = [
    ...(role ? [role] : []),
    ...(query.status ? [query.status] : []),
    ...words.map((w) => containsPattern(w.toLowerCase())),
  ];
  const [rows, counted] = await Promise.all([
    statementFor<PageRow>('page', shape)(db, [query.currency, query.limit, offsetOf(query), ...filters]),
    statementFor<{ n: number }>('count', shape)(db, [LIST_COUNT_CAP + 1, ...filters]),
  ]);
  const matches = Number(counted[0]?.n ?? 0);
  return {
    users: rows.map((r) => toAdminUser(r, query.currency)),
    total: Math.min(matches, LIST_COUNT_CAP),
    more: matches > LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
  };
}

export async function adminUserById(
  db: Db,
  id: string,
  currency: string = DEFAULT_CURRENCY,
): Promise<AdminUser> {
  const [user] = await loadUsers(db, eq(users.id, id), currency, { limit: 1, offset: 0 });
  if (!user) throw notFound('This user');
  return user;
}
