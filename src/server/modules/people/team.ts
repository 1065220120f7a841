import type { z } from 'zod';
import type { createTeamMemberRequestSchema } from '../../../shared/contracts/people';
import { AppError, type Message } from '../../../shared/domain/errors';
import type { Config } from '../../config';
import { type MailingCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { deskOf } from '../../core/desk-scope';
import { toTeamMember } from '../desks';
import { createInvitedUser } from './invitations';

/**
 * A manager adds a lawyer or manager to their own desk (spec §5): the desk is forced to the
 * manager's, the country must be one of the desk's, and the person gets an invitation link
 * instead of a password (D11). New lawyers report to the manager who added them.
 */
export async function createTeamMember(
  args: MailingCall & {
    config: Config;
    input: z.output<typeof createTeamMemberRequestSchema>;
  },
) {
  const { actor, input } = args;
  const desk = await deskOf(args.db, actor.deskId);
  if (!desk) {
    throw new AppError('forbidden', 'people.team.needs_desk');
  }
  if (!desk.countries.includes(input.country)) {
    const message: Message =
      desk.countries.length === 0
        ? 'people.team.desk_has_no_countries'
        : { key: 'people.team.country_outside_desk', params: { countries: desk.countries.join(', ') } };
    throw new AppError('validation_failed', message, { country: message });
  }
  return args.db.transaction(async (tx) => {
    const member = await createInvitedUser(
      tx,
      args,
      { ...input, deskId: desk.id, managerId: input.role === 'lawyer' ? actor.id : null },
      actor.id,
    );
    await writeAudit(tx, args.request, {
      action: 'user.created',
      entity: 'user',
      entityId: member.id,
      after: {
        role: member.role,
        email: member.email,
        username: member.username,
        deskId: desk.id,
        managerId: member.managerId,
        invited: true,
      },
    });
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'users',
      audience: { roles: ['admin'], deskIds: [desk.id] },
    });
    return { member: toTeamMember({ ...member, lastActive: member.lastActiveAt }) };
  });
}
