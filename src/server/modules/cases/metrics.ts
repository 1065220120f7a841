import { sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '../../../shared/domain/money';
import { cases, users } from '../../db/schema';
import { clientAvailableCentsOf } from '../ledger';

/**
 * The figures the staff workspaces show, each defined once here (D3, D7). They are SQL over the
 * ledger postings and the case timeline, evaluated for whatever rows of `cases` the outer query
 * selects (the expressions refer to "cases" unaliased).
 */

/**
 * Net recovered on a case: its trust-bank postings (recoveries minus their reversals), which a
 * trigger adds into cases.recovered_cents as they are booked (drizzle/0008; the ledger property
 * test checks the column equals the postings' sum). Same figure as caseTotals in
 * modules/ledger/queries.ts; withdrawals are the client's and never post against a case.
 */
export const caseRecoveredCents = sql<number>`${cases.recoveredCents}`;

/**
 * Totals across cases add only cases in the firm's currency: adding dollars to euros would be a
 * made-up number. Responses say which currency the totals are in.
 */
export const TOTALS_CURRENCY = DEFAULT_CURRENCY;

const isFirmCurrency = sql`${cases.currency} = ${TOTALS_CURRENCY}`;
const isSuccess = sql`${cases.phase} = 'completed' and ${caseRecoveredCents} > 0`;
/**
 * When a completed case entered `completed`: phase_changed_at is set with every phase change, in
 * the same transaction as its timeline event, so for a case now completed it is that moment.
 */
const completedAt = sql`${cases.phaseChangedAt}`;

/** Aggregates over the selected cases; use in a select with optional group by. */
export const caseAggregates = {
  caseCount: sql<number>`count(*)`.mapWith(Number),
  activeCases: sql<number>`count(*) filter (where ${cases.phase} not in ('completed', 'closed'))`.mapWith(
    Number,
  ),
  recoveredCents:
    sql<number>`coalesce(sum(${caseRecoveredCents}) filter (where ${isFirmCurrency}), 0)`.mapWith(Number),
  successes: sql<number>`count(*) filter (where ${isSuccess})`.mapWith(Number),
  finished: sql<number>`count(*) filter (where ${cases.phase} in ('completed', 'closed'))`.mapWith(Number),
  /** Mean days from opening to completion over successful cases; null when the timeline has none. */
  averageRecoveryDays: sql<
    number | null
  >`avg(extract(epoch from (${completedAt} - ${cases.createdAt})) / 86400) filter (where ${isSuccess})`.mapWith(
    (v) => (v === null ? null : Math.round(Number(v) * 10) / 10),
  ),
};

/** D3: completed with recovery > 0 over completed + closed, as a percentage; null when none finished. */
export function successRate(successes: number, finished: number): number | null {
  return finished === 0 ? null : Math.round((successes / finished) * 1000) / 10;
}

/**
 * What a client may withdraw now in the firm's currency, from the ledger's own definition
 * (ledger/sums.ts). Refers to "users".
 */
export const clientAvailableCents = clientAvailableCentsOf(users.id, TOTALS_CURRENCY);
