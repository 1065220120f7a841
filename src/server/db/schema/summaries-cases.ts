import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents } from './columns';
import { leadStatusEnum, phaseEnum } from './enums';

/**
 * Firm-wide case, lead and people figures (admin stats, admin analytics, the public figures of
 * D5), kept by triggers in the same transaction as every write to users, cases, leads,
 * case_events and messages (see the migration "case_summaries" and D123). The screens read these
 * few rows instead of the history; a property test (insights/case-summaries.property.test.ts)
 * checks after random write sequences that each equals the computation from the raw rows.
 * Rows are never deleted when they fall to zero: readers treat a zero row as no row.
 */

/** People per calendar month (UTC) of their account's creation. */
export const userMonthCounts = pgTable('user_month_counts', {
  month: date('month').primaryKey(),
  users: integer('users').notNull().default(0),
});

/**
 * Leads per ISO week (Monday, UTC) of arrival and per current status. Weeks, not months: the
 * analytics chart is weekly, and the all-time totals are a sum of a few hundred rows either way.
 */
export const leadWeekCounts = pgTable(
  'lead_week_counts',
  {
    week: date('week').notNull(),
    status: leadStatusEnum('status').notNull(),
    leads: integer('leads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.week, t.status] })],
);

/**
 * The cases as they stand now (a state, not a history), per whether they have a desk, phase and
 * currency: counts and the sums the averages need, as exact numerics.
 */
export const caseStateCounts = pgTable(
  'case_state_counts',
  {
    hasDesk: boolean('has_desk').notNull(),
    phase: phaseEnum('phase').notNull(),
    currency: text('currency').notNull(),
    cases: integer('cases').notNull().default(0),
    /** Sum of epoch(phase_changed_at): with `cases`, the mean time in the phase so far at any now(). */
    phaseChangedSeconds: numeric('phase_changed_seconds').notNull().default('0'),
    recoveredCents: cents('recovered_cents').notNull().default(0),
    /** Cases with recovered_cents > 0, their recovered sum and their seconds from opening to phase change. */
    recoveredCases: integer('recovered_cases').notNull().default(0),
    recoveredPositiveCents: cents('recovered_positive_cents').notNull().default(0),
    recoveredSeconds: numeric('recovered_seconds').notNull().default('0'),
    ratings: integer('ratings').notNull().default(0),
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hasDesk, t.phase, t.currency] })],
);

/** Handled cases (phase other than new) per country of their client, as D5 counts countries. */
export const caseCountryCounts = pgTable('case_country_counts', {
  country: text('country').primaryKey(),
  handledCases: integer('handled_cases').notNull().default(0),
});

/**
 * Each case's first response in minutes (D5's definition), one row per case that has one. Not a
 * foreign key to cases: the row is removed by the same triggers that keep it, whatever order a
 * cascade runs them in. The median reads the index from the middle.
 */
export const caseFirstResponses = pgTable(
  'case_first_responses',
  {
    caseId: uuid('case_id').primaryKey(),
    minutes: numeric('minutes').notNull(),
  },
  (t) => [index('case_first_responses_minutes_idx').on(t.minutes)],
);

/**
 * Ended stays per case and phase left (one case's share of phase_stay_totals, kept so a change to
 * one case's timeline can take its old share out exactly). No foreign key, as above.
 */
export const casePhaseStays = pgTable(
  'case_phase_stays',
  {
    caseId: uuid('case_id').notNull(),
    phase: phaseEnum('phase').notNull(),
    stays: integer('stays').notNull(),
    seconds: numeric('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.phase] })],
);

/** Ended stays per phase left, over every case: what admin analytics' time per phase averages. */
export const phaseStayTotals = pgTable('phase_stay_totals', {
  phase: phaseEnum('phase').primaryKey(),
  stays: integer('stays').notNull().default(0),
  seconds: numeric('seconds').notNull().default('0'),
});

/**
 * Issue 34: the new leads nobody has taken yet (status new, the case without a lawyer), per the
 * case's desk (null: no desk yet) and the lead's country. A lawyer's dashboard counts the new
 * leads it may take up from these few rows (core/desk-scope.ts's territory: the desk's own, and
 * those without a desk from its countries) instead of joining every case to every new lead.
 */
export const newLeadCounts = pgTable(
  'new_lead_counts',
  {
    deskId: uuid('desk_id'),
    country: text('country').notNull(),
    leads: integer('leads').notNull().default(0),
  },
  (t) => [unique('new_lead_counts_key').on(t.deskId, t.country).nullsNotDistinct()],
);
