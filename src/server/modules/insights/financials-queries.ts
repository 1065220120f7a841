import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerMonthTotals, withdrawalStatusTotals } from '../../db/schema';

/** 'YYYY-MM' of the UTC calendar month `offset` months from the one containing `now`. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The last `count` calendar months (UTC) ending with the one `now` falls in, oldest first. */
export function lastMonthKeys(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(monthStart(now, i - (count - 1))));
}

export type MonthCents = { month: string; recovered: number; fees: number; paidOut: number };

/**
 * A month is the UTC calendar month the ledger booked the transaction in (created_at), as the
 * overview's revenue (stats.ts) counts it: the ledger is append-only, so a closed month's figures
 * never change afterwards, and a reversal nets out in the month it was booked. (The lawyer
 * analytics date money by when it was received; a report of the firm's books goes by booking.)
 *
 *  recovered = trust-bank postings of recoveries and reversals (money in, corrections out)
 *  fees      = the fees_earned income account, negated (credits are negative): the firm's 20%
 *  paidOut   = trust-bank postings of payouts, negated (money leaving to clients)
 * Holds and releases move money between client accounts only, so they touch none of these.
 *
 * Read from ledger_month_totals (D124: the postings summed by booking month, currency, account
 * and kind, kept by a trigger as each posting is written), a few rows per month, never the
 * postings themselves. A currency is listed when it has a row in the months, as when the
 * postings were grouped.
 */
export async function ledgerByMonth(db: Db, since: Date) {
  const t = ledgerMonthTotals;
  const month = sql<string>`to_char(${t.month}, 'YYYY-MM')`;
  const cents = (filter: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${t.amountCents}) filter (where ${filter}), 0)`.mapWith(Number);
  const isTrustBank = sql`${t.account} = 'trust_bank'`;
  return db
    .select({
      month,
      currency: t.currency,
      recovered: cents(sql`${isTrustBank} and ${t.kind} in ('recovery', 'reversal')`),
      fees: cents(sql`${t.account} = 'fees_earned'`),
      paidOut: cents(sql`${isTrustBank} and ${t.kind} = 'payout'`),
    })
    .from(t)
    .where(
      and(gte(t.month, since.toISOString().slice(0, 10)), inArray(t.account, ['trust_bank', 'fees_earned'])),
    )
    .groupBy(month, t.currency);
}

/** Months in order, zeros where the ledger has nothing; signs turned so every figure is positive money. */
export function monthsFrom(
  rows: Awaited<ReturnType<typeof ledgerByMonth>>,
  currency: string,
  months: string[],
): MonthCents[] {
  const byMonth = new Map(rows.filter((r) => r.currency === currency).map((r) => [r.month, r]));
  return months.map((month) => {
    const row = byMonth.get(month);
    // `0 - x`, not `-x`: an empty month must be 0, not -0.
    return {
      month,
      recovered: row?.recovered ?? 0,
      fees: 0 - (row?.fees ?? 0),
      paidOut: 0 - (row?.paidOut ?? 0),
    };
  });
}

/** Withdrawals the firm still has to act on, by status: withdrawal_status_totals (D124), two rows. */
export async function openWithdrawals(db: Db, currency: string) {
  const rows = await db
    .select({
      status: withdrawalStatusTotals.status,
      count: withdrawalStatusTotals.count,
      cents: withdrawalStatusTotals.amountCents,
    })
    .from(withdrawalStatusTotals)
    .where(
      and(
        inArray(withdrawalStatusTotals.status, ['pending', 'approved']),
        eq(withdrawalStatusTotals.currency, currency),
      ),
    );
  const of = (status: 'pending' | 'approved') => {
    const row = rows.find((r) => r.status === status);
    return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
  };
  return { pending: of('pending'), approved: of('approved') };
}
