import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicProfileResponse, PublicTeamMember } from '../../../shared/contracts/public-site';
import { AppError } from '../../../shared/domain/errors';
import { type AuditedCall, writeAudit } from '../../core/audit';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The public page lists a firm's team, not a directory: more than this is cut off. */
const TEAM_LIMIT = 50;
const PUBLIC_ROLES = ['lawyer', 'manager'] as const;

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  bio: users.publicBio,
};

type MemberRow = { id: string; firstName: string; lastName: string; role: string; bio: string | null };
const toMember = (row: MemberRow): PublicTeamMember => ({
  ...row,
  role: row.role as PublicTeamMember['role'],
});

/**
 * GET /api/public/team: lawyers and managers who opted in, and only while their account is
 * active (a banned or deactivated person is never presented as the firm's). Only the fields
 * they chose to publish; never email, phone or desk.
 */
export async function listPublicTeam(db: Db): Promise<{ members: PublicTeamMember[] }> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.publicProfile, true), eq(users.status, 'active'), inArray(users.role, PUBLIC_ROLES)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(TEAM_LIMIT);
  return { members: rows.map(toMember) };
}

/** PUT /api/staff/public-profile: the caller opts in or out and sets their short biography; audited. */
export async function updatePublicProfile(
  args: AuditedCall & {
    input: { visible: boolean; bio: string | null };
  },
): Promise<PublicProfileResponse> {
  const { actor, input } = args;
  // The route's policy admits only these roles; checked again because the page shows no one else.
  if (!(PUBLIC_ROLES as readonly string[]).includes(actor.role)) {
    throw new AppError('forbidden', 'public-site.team.public_roles_only');
  }
  return args.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ visible: users.publicProfile, bio: users.publicBio })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    const changed = before && (before.visible !== input.visible || before.bio !== input.bio);
    if (changed) {
      await tx
        .update(users)
        .set({ publicProfile: input.visible, publicBio: input.bio, updatedAt: sql`now()` })
        .where(eq(users.id, actor.id));
      await writeAudit(tx, args.request, {
        action: 'staff.public_profile_updated',
        entity: 'user',
        entityId: actor.id,
        before,
        after: { visible: input.visible, bio: input.bio },
      });
    }
    const [row] = await tx
      .select({ ...memberColumns, visible: users.publicProfile })
      .from(users)
      .where(eq(users.id, actor.id));
    const { visible, ...member } = row!;
    return { visible, member: toMember(member) };
  });
}
