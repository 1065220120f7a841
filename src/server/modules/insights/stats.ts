import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { adminStatsQuerySchema, adminStatsSchema } from '../../../shared/contracts/insights';
import { moneyFields } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import {
  caseStateCounts,
  leadWeekCounts,
  ledgerPostings,
  ledgerTransactions,
  userMonthCounts,
  withdrawals,
} from '../../db/schema';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['insights'];

const MONTHS_SHOWN = 12;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const monthKey = (d: Date) => d.toISOString().slice(0, 7);
/** The first instant of the UTC calendar month `offset` months from the one containing `now`. */
const monthStart = (now: Date, offset = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

/**
 * The admin overview (D4). People, cases and leads are read from the trigger-kept summaries
 * (db/schema/summaries-cases.ts, D123): a few hundred rows whatever the size of the history.
 * Revenue is the firm's fees from the ledger (fees_earned postings, so reversals are already
 * netted out); money in one currency.
 */
export async function adminStats(db: Db, currency: string, now = new Date()) {
  // As ISO dates with a cast: a Date inside raw SQL is not serialised the same way by both drivers.
  const thisMonth = monthStart(now).toISOString().slice(0, 10);
  const lastMonth = monthStart(now, -1).toISOString().slice(0, 10);
  const firstShown = monthStart(now, -(MONTHS_SHOWN - 1));
  const [[people], [caseCounts], [leadCounts], [fees], [pending], monthly] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${userMonthCounts.users}), 0)`,
        thisMonth: sql<number>`coalesce(sum(${userMonthCounts.users}) filter (where ${userMonthCounts.month} >= ${thisMonth}::date), 0)`,
        lastMonth: sql<number>`coalesce(sum(${userMonthCounts.users}) filter (where ${userMonthCounts.month} = ${lastMonth}::date), 0)`,
      })
      .from(userMonthCounts),
    db
      .select({
        total: sql<number>`coalesce(sum(${caseStateCounts.cases}), 0)`,
        active: sql<number>`coalesce(sum(${caseStateCounts.cases}) filter (where ${caseStateCounts.phase} not in ('completed', 'closed')), 0)`,
      })
      .from(caseStateCounts),
    db
      .select({
        total: sql<number>`coalesce(sum(${leadWeekCounts.leads}), 0)`,
        converted: sql<number>`coalesce(sum(${leadWeekCounts.leads}) filter (where ${leadWeekCounts.status} = 'converted'), 0)`,
      })
      .from(leadWeekCounts),
    db
      .select({ cents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}), 0)` })
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.account, 'fees_earned'), eq(ledgerPostings.currency, currency))),
    db
      .select({ n: count(), cents: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)` })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'pending'), eq(withdrawals.currency, currency))),
    db
      .select({
        month: sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM')`,
        feeCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'fees_earned'), 0)`,
        recoveredCents: sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'trust_bank' and ${ledgerPostings.caseId} is not null), 0)`,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(
        and(
          gte(ledgerTransactions.createdAt, firstShown),
          eq(ledgerPostings.currency, currency),
          inArray(ledgerPostings.account, ['fees_earned', 'trust_bank']),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const newThis = Number(people?.thisMonth ?? 0);
  const newLast = Number(people?.lastMonth ?? 0);
  const leadTotal = Number(leadCounts?.total ?? 0);
  const byMonth = new Map(monthly.map((m) => [m.month, m]));
  return {
    currency,
    totalUsers: Number(people?.total ?? 0),
    monthlyGrowth: newLast === 0 ? null : oneDecimal(((newThis - newLast) / newLast) * 100),
    ...moneyFields('totalRevenue', 0 - Number(fees?.cents ?? 0)),
    totalCases: Number(caseCounts?.total ?? 0),
    activeCases: Number(caseCounts?.active ?? 0),
    conversionRate:
      leadTotal === 0 ? null : oneDecimal((Number(leadCounts?.converted ?? 0) / leadTotal) * 100),
    pendingWithdrawals: {
      count: Number(pending?.n ?? 0),
      ...moneyFields('amount', Number(pending?.cents ?? 0)),
    },
    revenueByMonth: Array.from({ length: MONTHS_SHOWN }, (_, i) => {
      const key = monthKey(monthStart(now, i - (MONTHS_SHOWN - 1)));
      const row = byMonth.get(key);
      return {
        month: key,
        ...moneyFields('revenue', 0 - Number(row?.feeCents ?? 0)),
        ...moneyFields('recovered', Number(row?.recoveredCents ?? 0)),
      };
    }),
  };
}

export function registerStatsRoutes(app: TypedApp) {
  app.get(
    '/api/admin/stats',
    route(tags, ['admin'], 'Overview figures and revenue by month, all computed from records (D4)', {
      querystring: adminStatsQuerySchema,
      response: { 200: adminStatsSchema },
    }),
    async (request) => adminStats(app.deps.db, request.query.currency),
  );
}
