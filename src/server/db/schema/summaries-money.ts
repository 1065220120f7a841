import { date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { cents, currency } from './columns';
import { phaseEnum } from './enums';
import { ledgerAccountEnum, ledgerKindEnum } from './ledger';
import { withdrawalStatusEnum } from './withdrawals';

/**
 * Money summaries (D124), kept by triggers in the writing transaction (drizzle: the
 * money_summaries migration), so the admin financials, the lawyer dashboard and the lawyer
 * analytics read a few rows instead of the ledger's history. The ledger is append-only, so the
 * ledger-fed rows only ever grow by each new posting; a property test
 * (modules/insights/money-summaries.property.test.ts) checks every row equals the computation
 * from the raw rows.
 */

/**
 * Every posting summed by the UTC month its transaction was booked in (created_at), currency,
 * account and transaction kind: the firm's books by month (admin financials, D4).
 */
export const ledgerMonthTotals = pgTable(
  'ledger_month_totals',
  {
    /** The first day of the booking month (UTC). */
    month: date('month').notNull(),
    currency: currency(),
    account: ledgerAccountEnum('account').notNull(),
    kind: ledgerKindEnum('kind').notNull(),
    /** Signed like the postings: debit positive, credit negative. */
    amountCents: cents('amount_cents').notNull().default(0),
    postings: integer('postings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency, t.account, t.kind] })],
);

/**
 * Recovered (trust bank) and fee (fees earned, positive) of recoveries and reversals per
 * lawyer the case is assigned to now, by the month the money arrived (a reversal in the month of
 * the receipt it corrects), as the lawyer analytics chart dates it. A reassignment moves the
 * case's months from one lawyer to the other. Cases without a lawyer have no rows.
 */
export const lawyerMoneyMonths = pgTable(
  'lawyer_money_months',
  {
    lawyerId: uuid('lawyer_id').notNull(),
    month: date('month').notNull(),
    currency: currency(),
    recoveredCents: cents('recovered_cents').notNull().default(0),
    feeCents: cents('fee_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lawyerId, t.month, t.currency] })],
);

/**
 * A lawyer's cases by phase (current state, not monthly): what the lawyer dashboard and
 * analytics count (cases/metrics.ts caseAggregates, ratings). Cases without a lawyer have no rows.
 */
export const lawyerPhaseStats = pgTable(
  'lawyer_phase_stats',
  {
    lawyerId: uuid('lawyer_id').notNull(),
    phase: phaseEnum('phase').notNull(),
    caseCount: integer('case_count').notNull().default(0),
    /** In the firm's currency only (TOTALS_CURRENCY), from cases.recovered_cents. */
    recoveredCents: cents('recovered_cents').notNull().default(0),
    /** Completed with recovery > 0 (D3). */
    successes: integer('successes').notNull().default(0),
    /**
     * Sum over successes of extract(epoch …)/86400, the very terms avg() adds, so the mean is
     * exactly what the query over cases gave.
     */
    successDays: numeric('success_days').notNull().default('0'),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lawyerId, t.phase] })],
);

/** Withdrawals by currency and status, current state: the open payouts on the financials tab. */
export const withdrawalStatusTotals = pgTable(
  'withdrawal_status_totals',
  {
    currency: currency(),
    status: withdrawalStatusEnum('status').notNull(),
    count: integer('count').notNull().default(0),
    amountCents: cents('amount_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.currency, t.status] })],
);
