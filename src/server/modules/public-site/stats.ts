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
 * Every public figure in one statement; 1.1–1.4 s at 200k cases, which is why the answer is
 * cached (docs/performance.md). Definitions (D5):
 * - cases handled: phase other than `new` (past the free analysis);
 * - recovered: gross `recovered_cents` (kept by the ledger trigger) per currency, with how many
 *   cases received money, so a currency can be held back until enough cases stand behind it;
 * - countries: of the clients of handled cases. 'other' (an intake option, not a country) is not
 *   counted and UK/GB count once, so the figure never says more than the records do;
 * - first response: from a case being opened to the earliest of (a timeline event by someone
 *   other than its client, not the opening itself) and (a message by someone other than its
 *   client). A null actor or sender (a removed account) is not counted: it cannot be shown to
 *   be the firm. One pass over both tables grouped per case: at this size three times cheaper
 *   than a lookup per case through the (case_id, created_at) indexes.
 */
const STATS_SQL = sql`
  with totals as (
    select
      count(*) filter (where phase <> 'new') as cases_handled,
      count(client_rating) as ratings,
      round(avg(client_rating), 1)::float8 as average_rating
    from cases
  ),
  countries as (
    select count(distinct case when upper(u.country) = 'UK' then 'GB' else upper(u.country) end) as countries
    from users u
    where u.country ~ '^[A-Za-z]{2}$'
      and exists (select 1 from cases h where h.client_id = u.id and h.phase <> 'new')
  ),
  first_response as (
    select
      count(*) as responded,
      percentile_cont(0.5) within group (order by minutes)::float8 as median_minutes
    from (
      select extract(epoch from min(a.at) - c.created_at) / 60 as minutes
      from (
        select case_id, actor_id as who, created_at as at
        from case_events
        where actor_id is not null and kind <> 'case_opened'
        union all
        select case_id, sender_id, created_at from messages where sender_id is not null
      ) a
      join cases c on c.id = a.case_id and a.who <> c.client_id
      group by c.id
    ) per_case
  ),
  recovered as (
    select json_agg(json_build_object('currency', currency, 'amountCents', amount, 'cases', n)
                    order by amount desc, currency) as recovered
    from (
      select currency, sum(recovered_cents) as amount, count(*) as n
      from cases where recovered_cents > 0 group by currency
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
