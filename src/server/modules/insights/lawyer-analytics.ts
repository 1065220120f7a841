import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LawyerAnalytics } from '../../../shared/contracts/insights-lawyer';
import { moneyFields } from '../../../shared/domain/money';
import { PHASES, type Phase } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { getFirmSettings } from '../../core/firm-settings';
import type { Db } from '../../db/client';
import { cases, ledgerPostings, ledgerTransactions } from '../../db/schema';
import { caseAggregates, successRate, TOTALS_CURRENCY } from '../cases';

export const MONTHS_SHOWN = 12;

/** The last `count` calendar months (UTC) ending with the one `now` falls in, oldest first: 'YYYY-MM'. */
export function lastMonths(now: Date, count = MONTHS_SHOWN): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const original = alias(ledgerTransactions, 'original');
/**
 * The day the money arrived: a recovery's date received; a reversal corrects that receipt, so it
 * counts in the same month (a month never shows a negative bar for money that arrived earlier).
 * Recoveries always carry received_at; created_at is only a fallback for old rows.
 */
const moneyDate = sql`coalesce(${original.receivedAt}, ${ledgerTransactions.receivedAt}, (${ledgerTransactions.createdAt} at time zone 'UTC')::date)`;
const monthOf = sql<string>`to_char(${moneyDate}, 'YYYY-MM')`;

/**
 * Net recovered and fee per month over the lawyer's cases in the firm's currency, straight from
 * the ledger's postings (trust bank = money received; fees earned = our 20%), reversals included.
 * Reaches the postings through cases_lawyer_idx and ledger_postings_case_account_idx.
 */
async function recoveredByMonth(db: Db, lawyerId: string, months: string[]) {
  const rows = await db
    .select({
      month: monthOf,
      recovered:
        sql<number>`coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'trust_bank'), 0)`.mapWith(
          Number,
        ),
      fee: sql<number>`0 - coalesce(sum(${ledgerPostings.amountCents}) filter (where ${ledgerPostings.account} = 'fees_earned'), 0)`.mapWith(
        Number,
      ),
    })
    .from(ledgerPostings)
    .innerJoin(cases, eq(cases.id, ledgerPostings.caseId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .leftJoin(original, eq(original.id, ledgerTransactions.reversesId))
    .where(
      and(
        eq(cases.lawyerId, lawyerId),
        eq(ledgerPostings.currency, TOTALS_CURRENCY),
        inArray(ledgerPostings.account, ['trust_bank', 'fees_earned']),
        inArray(ledgerTransactions.kind, ['recovery', 'reversal']),
        sql`${moneyDate} >= ${`${months[0]}-01`}::date`,
      ),
    )
    .groupBy(monthOf);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    ...moneyFields('recovered', byMonth.get(month)?.recovered ?? 0),
    ...moneyFields('fee', byMonth.get(month)?.fee ?? 0),
  }));
}

/** GET /api/lawyer/analytics: D3's figures over the cases assigned to the caller, aggregated in SQL. */
export async function lawyerAnalytics(db: Db, actor: Actor, now = new Date()): Promise<LawyerAnalytics> {
  const mine = eq(cases.lawyerId, actor.id);
  const [[totals], phases, monthly, settings] = await Promise.all([
    db
      .select({
        successes: caseAggregates.successes,
        finished: caseAggregates.finished,
        averageRecoveryDays: caseAggregates.averageRecoveryDays,
        ratingAverage: sql<number | null>`avg(${cases.clientRating})`.mapWith((v) =>
          v === null ? null : Math.round(Number(v) * 10) / 10,
        ),
        ratingCount: sql<number>`count(${cases.clientRating})`.mapWith(Number),
      })
      .from(cases)
      .where(mine),
    db
      .select({ phase: cases.phase, count: sql<number>`count(*)`.mapWith(Number) })
      .from(cases)
      .where(mine)
      .groupBy(cases.phase),
    recoveredByMonth(db, actor.id, lastMonths(now)),
    getFirmSettings(db),
  ]);
  const counts = new Map<Phase, number>(phases.map((p) => [p.phase, p.count]));
  return {
    currency: TOTALS_CURRENCY,
    successRate: successRate(totals?.successes ?? 0, totals?.finished ?? 0),
    successTarget: settings.successRateTarget,
    averageRecoveryDays: totals?.averageRecoveryDays ?? null,
    recoveryDaysTarget: settings.averageRecoveryDaysTarget,
    satisfaction: { average: totals?.ratingAverage ?? null, count: totals?.ratingCount ?? 0 },
    statusDistribution: PHASES.map((phase) => ({ phase, count: counts.get(phase) ?? 0 })),
    recoveredByMonth: monthly,
  };
}
