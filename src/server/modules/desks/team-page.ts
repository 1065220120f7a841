import {
  encodeTeamCursor,
  type MemberFigures,
  type TeamCursor,
  type TeamRole,
} from '../../../shared/contracts/desks-team';
import type { TeamMember } from '../../../shared/contracts/people';
import type { Language } from '../../../shared/domain/languages';
import { moneyFields } from '../../../shared/domain/money';
import type { UserStatus } from '../../../shared/domain/roles';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { successRate } from '../cases';

/**
 * D25: a desk's team, one member per row with their figures from `desk_lawyer_stats` (kept by a
 * trigger on cases, D108) joined in, so a page of the team is one statement however large the
 * desk. Order: managers first (the role enum's order), then lawyers, each by name; the cursor
 * compares the whole sort key, so a page after an insert neither repeats nor skips anyone.
 */
export const TEAM_SELECT = `
  select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.username, u.role,
         u.country, u.language, u.status, u.last_active_at as "lastActive", u.desk_id as "deskId",
         s.case_count as "caseCount", s.recovered_cents as "recoveredCents", s.successes,
         s.finished, s.success_seconds as "successSeconds"
    from users u
    left join desk_lawyer_stats s on s.desk_id = u.desk_id and s.lawyer_key = u.id
   where u.desk_id = $1 and u.role in ('manager', 'lawyer')`;
export const TEAM_ORDER = 'u.role, u.last_name, u.first_name, u.id';

/** A member as a statement returns it (JSON from the dashboard's, columns from the team's). */
export type TeamRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  role: TeamRole;
  country: string | null;
  language: Language;
  status: UserStatus;
  lastActive: string | Date | null;
  deskId: string | null;
  caseCount: number | null;
  recoveredCents: number | string | null;
  successes: number | null;
  finished: number | null;
  successSeconds: number | string | null;
};

const teamStatement = namedStatement<TeamRow>(
  'manager_team_page',
  `${TEAM_SELECT}
     and ($2::user_role is null or u.role = $2::user_role)
     and ($3::user_role is null
          or (u.role, u.last_name, u.first_name, u.id) > ($3::user_role, $4::text, $5::text, $6::uuid))
   order by ${TEAM_ORDER}
   limit $7`,
);

type UserFields = Omit<TeamMember, 'lastActive'> & { lastActive: string | Date | null };

/** The person, as the Team tab lists them (no figures: those are `performance`, D25). */
export function toTeamMember(u: UserFields): TeamMember {
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
    lastActive: u.lastActive === null ? null : new Date(u.lastActive).toISOString(),
    deskId: u.deskId,
  };
}

/** A lawyer's stats row in caseAggregates' terms (cases/metrics.ts); zeros when they have no case. */
export function figuresOf(
  row: Pick<TeamRow, 'caseCount' | 'recoveredCents' | 'successes' | 'finished' | 'successSeconds'>,
): MemberFigures {
  const successes = row.successes ?? 0;
  const days = Number(row.successSeconds ?? 0) / 86_400 / successes;
  return {
    caseCount: row.caseCount ?? 0,
    ...moneyFields('recoveredAmount', Number(row.recoveredCents ?? 0)),
    successRate: successRate(successes, row.finished ?? 0),
    averageRecoveryDays: successes === 0 ? null : Math.round(days * 10) / 10,
  };
}

/** Rows → the page's two fields: each member once, the lawyers' figures by id. */
export function teamPageOf(rows: TeamRow[]) {
  const performance: Record<string, MemberFigures> = {};
  for (const row of rows) if (row.role === 'lawyer') performance[row.id] = figuresOf(row);
  return { teamMembers: rows.map(toTeamMember), performance };
}

export const cursorAfter = (row: TeamRow): string =>
  encodeTeamCursor({ role: row.role, lastName: row.lastName, firstName: row.firstName, id: row.id });

/**
 * GET /api/manager/team: a page of the manager's own desk (D21), after `cursor`. One row more
 * than asked tells whether another page follows. A manager without a desk has no team.
 */
export async function managerTeamPage(
  db: Db,
  actor: Actor,
  query: { cursor?: TeamCursor | undefined; limit: number; role?: TeamRole | undefined },
) {
  if (!actor.deskId) return { teamMembers: [], performance: {}, nextCursor: null };
  const c = query.cursor;
  const rows = await teamStatement(db, [
    actor.deskId,
    query.role ?? null,
    c?.role ?? null,
    c?.lastName ?? null,
    c?.firstName ?? null,
    c?.id ?? null,
    query.limit + 1,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    ...teamPageOf(page),
    nextCursor: rows.length > query.limit && last ? cursorAfter(last) : null,
  };
}
