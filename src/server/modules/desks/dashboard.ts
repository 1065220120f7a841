import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerDashboardQuerySchema } from '../../../shared/contracts/desks';
import type { TeamMember } from '../../../shared/contracts/people';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { deskOf } from '../../core/desk-scope';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { deskLawyerStats, UNASSIGNED_LAWYER_KEY, users } from '../../db/schema';
import { newestDeskCases, successRate, TOTALS_CURRENCY } from '../cases';

/** A desk is a team; the cap only guards the response size, teamSize stays the true count. */
const TEAM_LIST_LIMIT = 100;
const TEAM_ROLES = ['lawyer', 'manager'] as const;

type UserRow = typeof users.$inferSelect;

export function toTeamMember(u: UserRow, casesAssigned: number, recoveredCents: number): TeamMember {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    username: u.username,
    role: u.role,
    country: u.country,
    language: u.language,
    status: u.status,
    lastActive: u.lastActiveAt?.toISOString() ?? null,
    deskId: u.deskId,
    casesAssigned,
    ...moneyFields('recoveredAmount', recoveredCents),
  };
}

const deskStatsQuery = preparedQuery('desk_lawyer_stats_of_desk', (db, name) =>
  db
    .select()
    .from(deskLawyerStats)
    .where(eq(deskLawyerStats.deskId, sql.placeholder('deskId')))
    .prepare(name),
);

/** The desk's team (capped list) with the true team size as a window over every member. */
const deskTeamQuery = preparedQuery('desk_team', (db, name) =>
  db
    .select({ user: users, teamSize: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.deskId, sql.placeholder('deskId')), inArray(users.role, TEAM_ROLES)))
    // Managers first (the role enum's order), then lawyers, each by name.
    .orderBy(asc(users.role), asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(TEAM_LIST_LIMIT)
    .prepare(name),
);

/** A stats row in caseAggregates' terms (cases/metrics.ts). */
function groupOf(row: typeof deskLawyerStats.$inferSelect) {
  const days = Number(row.successSeconds) / 86_400 / row.successes;
  return {
    lawyerId: row.lawyerKey === UNASSIGNED_LAWYER_KEY ? null : row.lawyerKey,
    caseCount: row.caseCount,
    activeCases: row.activeCases,
    recoveredCents: Number(row.recoveredCents),
    successes: row.successes,
    finished: row.finished,
    averageRecoveryDays: row.successes === 0 ? null : Math.round(days * 10) / 10,
  };
}

/**
 * The manager's desk (spec §3 "Manager dashboard data"), desk-scoped (D21) and computed from
 * records (D3). A manager without a desk gets an honest empty dashboard.
 */
export async function managerDashboard(
  db: Db,
  actor: Actor,
  query: z.infer<typeof managerDashboardQuerySchema>,
) {
  const user = { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email };
  const base = { user, currency: TOTALS_CURRENCY, page: query.page, limit: query.limit };
  const desk = await deskOf(db, actor.deskId);
  if (!desk) {
    return {
      ...base,
      desk: null,
      stats: { totalCases: 0, activeCases: 0, ...moneyFields('totalRecovered', 0), teamSize: 0 },
      cases: [],
      teamMembers: [],
      performance: [],
    };
  }
  const [statsRows, caseRows, memberRows] = await Promise.all([
    // The desk's figures per lawyer (null = unassigned), kept by a trigger on cases (drizzle/0011;
    // the desk stats property test checks they equal caseAggregates over the desk's cases): the
    // desk totals are the sum of the rows, the per-lawyer performance the rows themselves.
    deskStatsQuery(db).execute({ deskId: desk.id }),
    newestDeskCases(db, desk.id, query),
    deskTeamQuery(db).execute({ deskId: desk.id }),
  ]);
  const members = memberRows.map((r) => r.user);
  const team = { n: memberRows[0]?.teamSize ?? 0 };
  const groups = statsRows.map(groupOf);
  const perLawyer = groups.filter((g) => g.lawyerId !== null);
  const sum = (key: 'caseCount' | 'activeCases' | 'recoveredCents') =>
    groups.reduce((total, g) => total + g[key], 0);
  const totals = {
    caseCount: sum('caseCount'),
    activeCases: sum('activeCases'),
    recoveredCents: sum('recoveredCents'),
  };
  const statsOf = new Map(perLawyer.map((p) => [p.lawyerId!, p]));
  return {
    ...base,
    desk: { id: desk.id, name: desk.name, description: desk.description, countries: desk.countries },
    stats: {
      totalCases: totals.caseCount,
      activeCases: totals.activeCases,
      ...moneyFields('totalRecovered', totals.recoveredCents),
      teamSize: team?.n ?? 0,
    },
    cases: caseRows,
    teamMembers: members.map((m) =>
      toTeamMember(m, statsOf.get(m.id)?.caseCount ?? 0, statsOf.get(m.id)?.recoveredCents ?? 0),
    ),
    performance: members
      .filter((m) => m.role === 'lawyer')
      .map((m) => {
        const s = statsOf.get(m.id);
        return {
          lawyerId: m.id,
          firstName: m.firstName,
          lastName: m.lastName,
          caseCount: s?.caseCount ?? 0,
          ...moneyFields('recoveredAmount', s?.recoveredCents ?? 0),
          successRate: successRate(s?.successes ?? 0, s?.finished ?? 0),
          averageRecoveryDays: s?.averageRecoveryDays ?? null,
        };
      }),
  };
}
