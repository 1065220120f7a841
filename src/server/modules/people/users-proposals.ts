import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createTeamMemberRequestSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
} from '../../../shared/contracts/people';
import { raisesRole } from '../../../shared/domain/control-proposals';
import type { Message } from '../../../shared/domain/errors';
import type { Role } from '../../../shared/domain/roles';
import type { Config } from '../../config';
import type { MailingCall } from '../../core/audit';
import {
  dryRun,
  nameOf,
  PROPOSAL_NOTE,
  proposalView,
  proposeControlChange,
} from '../../core/control-proposals';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createTeamMember } from './team';
import { resetFactorsAsAdmin } from './users-factors-service';
import {
  changesEmail,
  createUserAsAdmin,
  isUnclaimedStaff,
  type LinkSettings,
  updateUserAsAdmin,
} from './users-service';

/**
 * D37: staff accounts, raised roles and second-factor resets wait for a second admin. Each is
 * first run as a dry run by the very code that will apply it, so a mistake (a taken email, a
 * missing desk, one's own factors) is answered now; then it is recorded as a proposal.
 */

const answer = async (
  call: MailingCall,
  row: Awaited<ReturnType<typeof proposeControlChange>>,
  note: Message,
) => ({
  message: note,
  proposal: await proposalView(call.db, row),
});

/**
 * A new lawyer, manager or admin. The password an admin may type is dropped: whoever proposed the
 * account must not know its password, or the account would be theirs to use as a "second
 * person". Once approved the person sets their own from an invitation to the proposed address.
 */
export async function proposeStaffAccount(
  call: MailingCall & { links: LinkSettings; input: z.output<typeof createUserRequestSchema> },
) {
  const { password, ...request } = call.input;
  await dryRun(call.db, (tx) => createUserAsAdmin({ ...call, db: tx, input: request }));
  const row = await proposeControlChange(call, 'staff_account', {
    request,
    subject: { name: nameOf(request), email: request.email, role: request.role },
  });
  return answer(call, row, password ? 'people.approvals.proposed_invited' : PROPOSAL_NOTE);
}

/** Whether this edit raises the person to manager or admin; an unknown id is left to the edit's own 404. */
export async function raisesRoleOf(db: Db, id: string, wanted: Role): Promise<boolean> {
  const [current] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return current !== undefined && raisesRole(current.role, wanted);
}

/** A person raised to manager or admin (the rest of the edit waits with it, as one change). */
export async function proposeRoleRaise(
  call: MailingCall & { id: string; input: z.output<typeof updateUserRequestSchema>; links: LinkSettings },
) {
  const [current] = await call.db.select().from(users).where(eq(users.id, call.id));
  if (!current) throw notFound('people.not_found.user');
  await dryRun(call.db, (tx) => updateUserAsAdmin({ ...call, db: tx, approved: true }));
  const row = await proposeControlChange(call, 'role_raise', {
    request: { id: call.id, input: call.input },
    subject: {
      name: nameOf(current),
      email: current.email,
      role: call.input.role,
      fromRole: current.role,
      // The approver sees a new address too: with it the whole edit waits.
      ...(changesEmail(current, call.input.email) ? { newEmail: call.input.email } : {}),
    },
  });
  return answer(call, row, PROPOSAL_NOTE);
}

/**
 * Whether this edit gives a lawyer or manager who has not enrolled a second factor a new email
 * address: every invitation or password link would then reach whoever reads that mailbox (the
 * editing admin's own, say). An unknown id is left to the edit's own 404.
 */
export async function movesUnclaimedStaffEmail(db: Db, id: string, email: string | undefined) {
  const [current] = await db.select().from(users).where(eq(users.id, id));
  if (!current || !changesEmail(current, email)) return false;
  return isUnclaimedStaff(db, current);
}

/** Such an address change waits for a second admin, with the rest of the edit, as one change. */
export async function proposeStaffEmail(
  call: MailingCall & { id: string; input: z.output<typeof updateUserRequestSchema>; links: LinkSettings },
) {
  const [current] = await call.db.select().from(users).where(eq(users.id, call.id));
  if (!current) throw notFound('people.not_found.user');
  await dryRun(call.db, (tx) => updateUserAsAdmin({ ...call, db: tx, approved: true }));
  const row = await proposeControlChange(call, 'staff_email', {
    request: { id: call.id, input: call.input },
    subject: { name: nameOf(current), email: current.email, role: current.role, newEmail: call.input.email },
  });
  return answer(call, row, PROPOSAL_NOTE);
}

/**
 * A manager adding to their desk creates a staff account too, invited to an address the manager
 * chooses (their own second mailbox, say): an admin approves it like any other staff account.
 */
export async function proposeTeamMember(
  call: MailingCall & { config: Config; input: z.output<typeof createTeamMemberRequestSchema> },
) {
  await dryRun(call.db, (tx) => createTeamMember({ ...call, db: tx }));
  const row = await proposeControlChange(call, 'team_member', {
    request: call.input,
    subject: { name: nameOf(call.input), email: call.input.email, role: call.input.role },
  });
  return answer(call, row, 'people.approvals.proposed_to_admins');
}

/**
 * With someone's factors reset, whoever knows or resets their password signs in as them: a
 * second admin decides. Only staff: a client's factor reset applies at once, as before.
 */
export async function proposeFactorReset(call: MailingCall & { id: string; reason: string }) {
  const [current] = await call.db.select().from(users).where(eq(users.id, call.id));
  if (!current) throw notFound('people.not_found.user');
  await dryRun(call.db, (tx) => resetFactorsAsAdmin({ ...call, db: tx }));
  const row = await proposeControlChange(call, 'factor_reset', {
    request: { id: call.id, reason: call.reason },
    subject: { name: nameOf(current), email: current.email, role: current.role, reason: call.reason },
  });
  return answer(call, row, PROPOSAL_NOTE);
}
