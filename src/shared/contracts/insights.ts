import { currencyQuerySchema as currencyQuery, searchSchema } from './common';
import { moneyShape, moneyShapes } from './money-fields';

const _searchQuery = searchSchema.optional();

import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '../domain/money';
import { PHASES, type Phase } from '../domain/phases';

/**
 * Issue 7 items 5 and 7: the admin console's financials (from the ledger only, D4, D7) and its
 * firm-wide analytics (D3). Every figure is computed from records; null means "nothing to compute
 * from yet", never zero. Money as a decimal in major units beside its integer `…Cents` (money-fields.ts).
 */

const monthKey = z.string().regex(/^\d{4}-\d{2}$/);
const moneyCount = z.object({ ...moneyShape('amount'), count: z.number() });

export const MAX_FINANCIAL_MONTHS = 36;

export const adminFinancialsQuerySchema = z.object({
  currency: z
    .enum(CURRENCIES, { message: `Choose one of: ${CURRENCIES.join(', ')}` })
    .default(DEFAULT_CURRENCY),
  months: z.coerce
    .number({ message: 'Enter a number of months' })
    .int({ message: 'Enter a whole number of months' })
    .min(1, { message: 'Ask for at least 1 month' })
    .max(MAX_FINANCIAL_MONTHS, { message: `Ask for at most ${MAX_FINANCIAL_MONTHS} months` })
    .default(12),
});
export type AdminFinancialsQuery = z.input<typeof adminFinancialsQuerySchema>;

const financialFigures = {
  /** Money received into the trust bank for clients, net of reversals. */
  ...moneyShape('recovered'),
  /** The firm's fee on it (fees_earned), net of reversals. */
  ...moneyShape('fees'),
  /** Withdrawals paid out of the trust bank to clients. */
  ...moneyShape('paidOut'),
};

export const adminFinancialsSchema = z.object({
  currency: z.string(),
  /** Currencies with ledger movements in these months (always including `currency`), for a picker. */
  currencies: z.array(z.string()),
  /** The last N calendar months (UTC) by booking date, oldest first, every month present. */
  months: z.array(z.object({ month: monthKey, ...financialFigures })),
  totals: z.object(financialFigures),
  /** Withdrawals awaiting the firm's decision (status pending). */
  pendingPayouts: moneyCount,
  /** Approved withdrawals not yet marked paid: the firm still has to send this money. */
  approvedPayouts: moneyCount,
  /**
   * This month's fees against the firm's monthly target (firm settings); null when no target is
   * set or the currency is not the one the target is set in.
   */
  target: z
    .object({
      month: monthKey,
      ...moneyShapes('amount', 'achieved'),
      /** achieved / amount × 100, one decimal (may exceed 100). */
      percent: z.number(),
    })
    .nullable(),
});
export type AdminFinancials = z.infer<typeof adminFinancialsSchema>;

/** The phases a case is worked in; completed and closed are where it ends, so time there is not measured. */
export const WORKING_PHASES = [
  'new',
  'investigation',
  'evidence',
  'legal',
  'recovery',
] as const satisfies readonly Phase[];

export const adminAnalyticsSchema = z.object({
  /** The currency of the money figures; cases and postings in other currencies are left out. */
  currency: z.string(),
  /** The last 12 ISO weeks (Monday to Sunday, UTC), oldest first, zeros included. */
  leadsByWeek: z.array(
    z.object({
      /** ISO week, e.g. "2026-W07". */
      week: z.string().regex(/^\d{4}-W\d{2}$/),
      /** The Monday the week starts on, YYYY-MM-DD. */
      weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** Leads that arrived in the week. */
      leads: z.number(),
      /** Of those, how many have been converted into an engagement so far. */
      converted: z.number(),
      /** converted / leads × 100, one decimal; null when no lead arrived. */
      conversionRate: z.number().nullable(),
    }),
  ),
  /** Every phase in lifecycle order, zeros included. */
  casesByPhase: z.array(z.object({ phase: z.enum(PHASES), count: z.number() })),
  /** The last 12 calendar months (UTC) by booking date, net of reversals, zeros included. */
  recoveredByMonth: z.array(z.object({ month: monthKey, ...moneyShape('recovered') })),
  /**
   * Days spent per working phase. `averageDays` over the stays that have ended (the case moved
   * on), `stays` how many; `current` the cases in the phase now and their days so far.
   */
  timeInPhase: z.array(
    z.object({
      phase: z.enum(WORKING_PHASES),
      averageDays: z.number().nullable(),
      stays: z.number(),
      current: z.object({ count: z.number(), averageDays: z.number().nullable() }),
    }),
  ),
  /** Per desk (and cases without a desk, deskId null), by name; D3's success rate. */
  desks: z.array(
    z.object({
      deskId: z.string().nullable(),
      name: z.string().nullable(),
      cases: z.number(),
      activeCases: z.number(),
      ...moneyShape('recovered'),
      /** D3: completed with recovery > 0 over completed + closed, 0–100; null when none finished. */
      successRate: z.number().nullable(),
      /** D3: mean days from opening to completion over successful cases; null when none. */
      averageRecoveryDays: z.number().nullable(),
    }),
  ),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

// ── stats and cases ──

export const adminStatsQuerySchema = z.object({ currency: currencyQuery });
export const adminStatsSchema = z.object({
  currency: z.string(),
  totalUsers: z.number(),
  /** % change of new users this calendar month (UTC) against last month; null when last month had none. */
  monthlyGrowth: z.number().nullable(),
  /** Fees earned from the ledger, net of reversals. */
  ...moneyShape('totalRevenue'),
  totalCases: z.number(),
  activeCases: z.number(),
  /** Converted leads as a % of all leads; null when there are no leads. */
  conversionRate: z.number().nullable(),
  pendingWithdrawals: z.object({ count: z.number(), ...moneyShape('amount') }),
  /** The last 12 calendar months (UTC), oldest first, from ledger postings by booking date. */
  revenueByMonth: z.array(z.object({ month: z.string(), ...moneyShapes('revenue', 'recovered') })),
});
