import { sql } from 'drizzle-orm';
import type { PublicStats } from '../../../shared/contracts/public-site';
import { getFirmSettings } from '../../core/firm-settings';
import { type Db, queryRows } from '../../db/client';

type StatsRow = {
  cases_handled: number;
  ratings: number;
  average_rating: number | null;
  countries: number;
  responded: number;
  median_minutes: number | null;
  recovered: { currency: string; amountCents: number; cases: number }[] | null;
};

/**
 * Every public figure in one statement over the trigger-kept summaries (D123), never the history.
 * Definitions (D5), each kept by the triggers of the "case_summaries" migration:
 * - cases handled: phase other than `new` (past the free analysis), from case_state_counts;
 * - recovered: gross `recovered_cents` (kept by the ledger trigger) per currency, with how many
 *   cases received money, so a currency can be held back until enough cases stand behind it;
 * - countries: of the clients of handled cases (case_country_counts). 'other' (an intake option,
 *   not a country) is not counted and UK/GB count once, so the figure never says more than the
 *   records do;
 * - first response: from a case being opened to the earliest of (a timeline event by someone
 *   other than its client, not the opening itself) and (a message by someone other than its
 *   client). A null actor or sender (a removed account) is not counted: it cannot be shown to
 *   be the firm. Kept per case in case_first_responses; the median reads the one or two middle
 *   values from its minutes index (percentile_cont over them gives exactly the median of all).
 * The answer is still cached (docs/performance.md), now more for the visitor than the database.
 */
const STATS_SQL = sql`
  with totals as (
    select
      coalesce(sum(cases) filter (where phase <> 'new'), 0) as cases_handled,
      coalesce(sum(ratings), 0) as ratings,
      round(sum(rating_sum)::numeric / nullif(sum(ratings), 0), 1)::float8 as average_rating
    from case_state_counts
  ),
  countries as (
    select count(*) as countries from case_country_counts where handled_cases > 0
  ),
  responded as (
    select count(*) as responded from case_first_responses
  ),
  first_response as (
    select
      (select responded from responded) as responded,
      percentile_cont(0.5) within group (order by minutes)::float8 as median_minutes
    from (
      select minutes from case_first_responses
      order by minutes
      offset (select (responded - 1) / 2 from responded)
      limit (select 2 - responded % 2 from responded)
    ) middle
  ),
  recovered as (
    select json_agg(json_build_object('currency', currency, 'amountCents', amount, 'cases', n)
                    order by amount desc, currency) as recovered
    from (
      select currency, sum(recovered_positive_cents) as amount, sum(recovered_cases) as n
      from case_state_counts group by currency having sum(recovered_cases) > 0
    ) per_currency
  )
  select * from totals, countries, first_response, recovered
`;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * GET /api/public/stats (D5): live figures from records, each null (or left out) until enough
 * records back it; the thresholds are firm settings, so a figure from a handful of cases, which
 * would say more about chance than about the firm, is never advertised.
 */
export async function computePublicStats(db: Db, now = new Date()): Promise<PublicStats> {
  const { publicStatsMinCases: minCases, publicStatsMinRatings: minRatings } = await getFirmSettings(db);
  const [row] = await queryRows<StatsRow>(db, STATS_SQL);
  const handled = Number(row?.cases_handled ?? 0);
  const ratings = Number(row?.ratings ?? 0);
  const responded = Number(row?.responded ?? 0);
  const hasCases = handled >= minCases;
  return {
    casesHandled: hasCases ? handled : null,
    recovered: (row?.recovered ?? [])
      .filter((r) => r.cases >= minCases)
      .map((r) => ({ currency: r.currency, amountCents: Number(r.amountCents) })),
    countriesServed: hasCases ? Number(row?.countries ?? 0) : null,
    averageRating:
      ratings >= minRatings && row?.average_rating != null
        ? { value: row.average_rating, count: ratings }
        : null,
    medianFirstResponseMinutes:
      responded >= minCases && row?.median_minutes != null ? oneDecimal(row.median_minutes) : null,
    computedAt: now.toISOString(),
  };
}
