import type { z } from 'zod';
import type {
  createTeamMemberRequestSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
} from '../../../shared/contracts/people';
import type { TrustAccountInput } from '../../../shared/contracts/trust-accounts';
import type { ControlProposalKind } from '../../../shared/domain/control-proposals';
import type { UpdateFirmSettings } from '../../../shared/domain/firm-settings';
import type { Config } from '../../config';
import type { Actor } from '../../core/actor';
import type { AuditContext } from '../../core/audit';
import type { Mail } from '../../core/emails';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { createTeamMember, createUserAsAdmin, resetFactorsAsAdmin, updateUserAsAdmin } from '../people';
import { updateFirmSettings } from '../settings';
import { changeTrustAccount, registerTrustAccount } from '../trust-accounts';

/**
 * Applies an approved proposal by re-running the proposer's request through the module's own use
 * case, inside the approval's transaction: every check runs again against the state of now (the
 * email may have been taken, the desk deleted, the role changed meanwhile), and a failure leaves
 * the proposal pending and nothing changed. The proposer stays the one who asked (their desk,
 * "not your own factors"); the audit rows name the approver (or the operator).
 */
export type ApplyContext = { tx: Db; proposer: Actor; audit: AuditContext; config: Config; mail: Mail };

type Request = Record<string, unknown>;

/** A raised role and a changed staff email are both the admin's edit of the person, re-run. */
async function applyUserEdit({ tx, proposer, audit, config, mail }: ApplyContext, request: Request) {
  const links = { secret: config.sessionSecret, publicUrl: config.publicUrl };
  const { id, input } = request as { id: string; input: z.output<typeof updateUserRequestSchema> };
  await updateUserAsAdmin({
    db: tx,
    actor: proposer,
    request: audit,
    mail,
    links,
    id,
    input,
    approved: true,
  });
  return { userId: id };
}

const appliers: Record<
  ControlProposalKind,
  (ctx: ApplyContext, request: Request) => Promise<Record<string, unknown>>
> = {
  staff_account: async ({ tx, proposer, audit, config, mail }, request) => {
    const links = { secret: config.sessionSecret, publicUrl: config.publicUrl };
    const input = request as z.output<typeof createUserRequestSchema>;
    const made = await createUserAsAdmin({ db: tx, actor: proposer, request: audit, mail, links, input });
    return { userId: made.user.id };
  },
  role_raise: applyUserEdit,
  staff_email: applyUserEdit,
  team_member: async ({ tx, proposer, audit, config, mail }, request) => {
    const input = request as z.output<typeof createTeamMemberRequestSchema>;
    const made = await createTeamMember({ db: tx, actor: proposer, request: audit, mail, config, input });
    return { userId: made.member.id };
  },
  settings: async ({ tx, proposer, audit }, request) => {
    await updateFirmSettings({
      db: tx,
      actor: proposer,
      request: audit,
      input: request as UpdateFirmSettings,
    });
    return { keys: Object.keys(request) };
  },
  factor_reset: async ({ tx, proposer, audit, mail }, request) => {
    const { id, reason } = request as { id: string; reason: string };
    await resetFactorsAsAdmin({ db: tx, actor: proposer, request: audit, mail, id, reason });
    return { userId: id };
  },
  // D42: the approver is recorded on the account (null: the operator, at the server's shell).
  trust_account: async ({ tx, proposer, audit }, request) => {
    const input = request as TrustAccountInput;
    const made = await registerTrustAccount({ db: tx, audit, proposedBy: proposer.id, input });
    return { trustAccountId: made.id };
  },
  trust_account_change: async ({ tx, audit }, request) => {
    const { id, input } = request as { id: string; input: TrustAccountInput };
    await changeTrustAccount({ db: tx, audit, id, input });
    return { trustAccountId: id };
  },
};

export const applyProposal = (kind: ControlProposalKind, ctx: ApplyContext, request: Request) =>
  appliers[kind](ctx, request);

/** The proposer as the use cases see an actor; the session fields are not theirs to use. */
export function actorOfProposer(row: typeof users.$inferSelect): Actor {
  return {
    id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    language: row.language,
    deskId: row.deskId,
    hasPassword: row.passwordHash !== null,
    mustChangePassword: row.mustChangePassword,
    sessionId: '',
    stage: 'complete',
    verifiedAt: new Date(0),
  };
}
