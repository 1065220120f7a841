import { and, eq, gte, sql } from 'drizzle-orm';
import type { LawyerAnalytics } from '../../../shared/contracts/insights-lawyer';
import { moneyFields } from '../../../shared/domain/money';
import { PHASES } from '../../../shared/domain/phases';
import type { Actor } from '../../core/actor';
import { getFirmSettings } from '../../core/firm-settings';
import type { Db } from '../../db/client';
import { lawyerMoneyMonths } from '../../db/schema';
import { lawyerMeans, lawyerTotals, successRate, TOTALS_CURRENCY } from '../cases';

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

/**
 * Net recovered and fee per month over the lawyer's cases in the firm's currency, from
 * lawyer_money_months (D124): recoveries and reversals of the cases assigned to the lawyer now,
 * by the day the money arrived (a reversal counts in the month of the receipt it corrects, so a
 * month never shows a negative bar for money that arrived earlier). One row per month, kept by
 * triggers on the ledger's postings and on reassignment.
 */
async function recoveredByMonth(db: Db, lawyerId: string, months: string[]) {
  const rows = await db
    .select({
      month: sql<string>`to_char(${lawyerMoneyMonths.month}, 'YYYY-MM')`,
      recovered: lawyerMoneyMonths.recoveredCents,
      fee: lawyerMoneyMonths.feeCents,
    })
    .from(lawyerMoneyMonths)
    .where(
      and(
        eq(lawyerMoneyMonths.lawyerId, lawyerId),
        eq(lawyerMoneyMonths.currency, TOTALS_CURRENCY),
        gte(lawyerMoneyMonths.month, `${months[0]}-01`),
      ),
    );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => ({
    month,
    ...moneyFields('recovered', byMonth.get(month)?.recovered ?? 0),
    ...moneyFields('fee', byMonth.get(month)?.fee ?? 0),
  }));
}

/** GET /api/lawyer/analytics: D3's figures over the cases assigned to the caller, from the summary rows (D124). */
export async function lawyerAnalytics(db: Db, actor: Actor, now = new Date()): Promise<LawyerAnalytics> {
  const [totals, means, monthly, settings] = await Promise.all([
    lawyerTotals(db, actor.id),
    lawyerMeans(db, actor.id),
    recoveredByMonth(db, actor.id, lastMonths(now)),
    getFirmSettings(db),
  ]);
  return {
    currency: TOTALS_CURRENCY,
    successRate: successRate(totals.successes, totals.finished),
    successTarget: settings.successRateTarget,
    averageRecoveryDays: means.averageRecoveryDays,
    recoveryDaysTarget: settings.averageRecoveryDaysTarget,
    satisfaction: { average: means.ratingAverage, count: means.ratingCount },
    statusDistribution: PHASES.map((phase) => ({ phase, count: totals.byPhase.get(phase) ?? 0 })),
    recoveredByMonth: monthly,
  };
}
