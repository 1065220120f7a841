import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser, adminUserListQuerySchema } from '../../../shared/contracts/admin';
import { DEFAULT_CURRENCY, fromCents } from '../../../shared/domain/money';
import { notFound } from '../../access/scope';
import type { Db } from '../../db/client';
import { cases, desks, ledgerPostings, users } from '../../db/schema';
import { personMatches } from '../../lib/search';
import { offsetOf, searchWords } from './common';

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
      lossAmount: isClient ? fromCents(Number(casesOfClient?.lossCents ?? 0)) : null,
      recoveredAmount: isClient ? fromCents(Number(money?.recoveredCents ?? 0)) : null,
      availableBalance: isClient ? fromCents(0 - Number(money?.clientFundsCents ?? 0)) : null,
      totalCases: isClient
        ? Number(casesOfClient?.n ?? 0)
        : isLawyer
          ? Number(perf.lawyerCases.get(u.id)?.n ?? 0)
          : null,
      totalRecovered: isLawyer ? fromCents(Number(perf.lawyerMoney.get(u.id)?.recoveredCents ?? 0)) : null,
    };
  });
}

/** Newest first (created_at desc, id desc: stable across pages). Name and email search use one trigram index (lib/search.ts). */
export async function listUsers(db: Db, query: z.output<typeof adminUserListQuerySchema>) {
  const where = and(
    query.role && query.role !== 'all' ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    ...searchWords(query.q).map(personMatches),
  );
  const [list, [total]] = await Promise.all([
    loadUsers(db, where, query.currency, { limit: query.limit, offset: offsetOf(query) }),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: list, total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
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
