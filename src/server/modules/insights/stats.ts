import { and, eq, sql } from 'drizzle-orm';
import { adminStatsQuerySchema, adminStatsSchema } from '../../../shared/contracts/insights';
import { moneyFields } from '../../../shared/domain/money';
import type { Db } from '../../db/client';
import { caseStateCounts, leadWeekCounts, ledgerMonthTotals, userMonthCounts } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import { lastMonthKeys, ledgerByMonth, monthStart, monthsFrom, openWithdrawals } from './financials-queries';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['insights'];

const MONTHS_SHOWN = 12;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * The admin overview (D4), read from trigger-kept summaries only: people, cases and leads from
 * db/schema/summaries-cases.ts (D123), money from the ledger's month totals (D124). Revenue is
 * the firm's fees (fees_earned postings, so reversals are already netted out); money in one
 * currency. Recovered per month is the trust bank's recoveries and reversals: only those post
 * against a case (ledger/queries.ts caseTotals), so it is the same figure as the postings of
 * cases the overview summed before, and the one admin financials shows.
 */
export async function adminStats(db: Db, currency: string, now = new Date()) {
  // As ISO dates with a cast: a Date inside raw SQL is not serialised the same way by both drivers.
  const thisMonth = monthStart(now).toISOString().slice(0, 10);
  const lastMonth = monthStart(now, -1).toISOString().slice(0, 10);
  const firstShown = monthStart(now, -(MONTHS_SHOWN - 1));
  const [[people], [caseCounts], [leadCounts], [fees], open, monthly] = await Promise.all([
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
      .select({ cents: sql<number>`coalesce(sum(${ledgerMonthTotals.amountCents}), 0)` })
      .from(ledgerMonthTotals)
      .where(and(eq(ledgerMonthTotals.account, 'fees_earned'), eq(ledgerMonthTotals.currency, currency))),
    openWithdrawals(db, currency),
    ledgerByMonth(db, firstShown),
  ]);
  const newThis = Number(people?.thisMonth ?? 0);
  const newLast = Number(people?.lastMonth ?? 0);
  const leadTotal = Number(leadCounts?.total ?? 0);
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
      count: open.pending.count,
      ...moneyFields('amount', open.pending.cents),
    },
    revenueByMonth: monthsFrom(monthly, currency, lastMonthKeys(now, MONTHS_SHOWN)).map((m) => ({
      month: m.month,
      ...moneyFields('revenue', m.fees),
      ...moneyFields('recovered', m.recovered),
    })),
  };
}

export function registerStatsRoutes(app: TypedApp) {
  app.get(
    '/api/admin/stats',
    route(tags, ['admin'], 'Overview figures and revenue by month, all computed from records (D4)', {
      querystring: adminStatsQuerySchema,
      response: { 200: adminStatsSchema },
    }),
    // D128: the same for every admin, reused until the next committed change (core/figures-cache.ts).
    async (request) =>
      app.figuresCache.get(`admin-stats:${request.query.currency}`, () =>
        adminStats(app.deps.db, request.query.currency),
      ),
  );
}
