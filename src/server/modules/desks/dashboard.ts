import type { z } from 'zod';
import type { managerDashboardQuerySchema } from '../../../shared/contracts/desks';
import { TEAM_PAGE_SIZE } from '../../../shared/contracts/desks-team';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { newestDeskCases, TOTALS_CURRENCY } from '../cases';
import { cursorAfter, TEAM_ORDER, TEAM_SELECT, type TeamRow, teamPageOf } from './team-page';

type DeskRow = {
  desk: { id: string; name: string; description: string; countries: string[] } | null;
  totals: { caseCount: number | string; activeCases: number | string; recoveredCents: number | string };
  teamSize: number | string;
  team: TeamRow[];
};

/**
 * The desk, its totals, its team size and the team's first page in one statement (one round trip:
 * docs/performance.md). Totals are the sum of the desk's `desk_lawyer_stats` rows, unassigned
 * cases and lawyers who have left the desk included; the property test in
 * desk-stats.property.test.ts checks the rows equal caseAggregates over the desk's cases.
 */
const deskStatement = namedStatement<DeskRow>(
  'manager_desk',
  `with team as (${TEAM_SELECT} order by ${TEAM_ORDER} limit $2)
   select
     (select json_build_object('id', id, 'name', name, 'description', description, 'countries', countries)
        from desks where id = $1) as desk,
     (select json_build_object('caseCount', coalesce(sum(case_count), 0),
                               'activeCases', coalesce(sum(active_cases), 0),
                               'recoveredCents', coalesce(sum(recovered_cents), 0))
        from desk_lawyer_stats where desk_id = $1) as totals,
     (select count(*) from users where desk_id = $1 and role in ('manager', 'lawyer')) as "teamSize",
     coalesce((select json_agg(t order by t.role, t."lastName", t."firstName", t.id) from team t), '[]') as team`,
);

const emptyTeam = { teamMembers: [], performance: {}, teamNextCursor: null };

/**
 * The manager's desk (spec §3 "Manager dashboard data"), desk-scoped (D21) and computed from
 * records (D3); the team's first page, each member once (D25), the rest from GET
 * /api/manager/team. Two statements: this desk's and the cases page. A manager without a desk
 * gets an honest empty dashboard.
 */
export async function managerDashboard(
  db: Db,
  actor: Actor,
  query: z.infer<typeof managerDashboardQuerySchema>,
  /** The session secret: each case's conflict check opens the client's payout details. */
  secret: string,
) {
  const user = { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email };
  const base = { user, currency: TOTALS_CURRENCY, page: query.page, limit: query.limit };
  const deskId = actor.deskId;
  const [row, caseRows] = deskId
    ? await Promise.all([
        deskStatement(db, [deskId, TEAM_PAGE_SIZE]).then((rows) => rows[0]),
        newestDeskCases(db, deskId, query, secret),
      ])
    : [undefined, []];
  if (!row?.desk) {
    return {
      ...base,
      desk: null,
      stats: { totalCases: 0, activeCases: 0, ...moneyFields('totalRecovered', 0), teamSize: 0 },
      cases: [],
      ...emptyTeam,
    };
  }
  const teamSize = Number(row.teamSize);
  const last = row.team.at(-1);
  return {
    ...base,
    desk: row.desk,
    stats: {
      totalCases: Number(row.totals.caseCount),
      activeCases: Number(row.totals.activeCases),
      ...moneyFields('totalRecovered', Number(row.totals.recoveredCents)),
      teamSize,
    },
    cases: caseRows,
    ...teamPageOf(row.team),
    teamNextCursor: teamSize > row.team.length && last ? cursorAfter(last) : null,
  };
}
