import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ControlProposalKind } from '../../../shared/domain/control-proposals';
import { AppError, type Message } from '../../../shared/domain/errors';
import type { Config } from '../../config';
import type { Actor } from '../../core/actor';
import type { AuditContext, MailingCall } from '../../core/audit';
import { writeAudit } from '../../core/audit';
import {
  nameOf,
  type ProposalPayload,
  type ProposalRow,
  proposalView,
  statusOf,
  tellAdmins,
} from '../../core/control-proposals';
import type { Mail } from '../../core/emails';
import { notify } from '../../core/notify';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { controlProposals, users } from '../../db/schema';
import { actorOfProposer, applyProposal } from './apply';

/** Who decides: a signed-in admin, or the operator at the server's shell (`npm run approvals`). */
export type Decider = { actor: Actor; audit: AuditContext } | { operator: true };

export const OPERATOR_AUDIT: AuditContext = {
  actorId: null,
  actorRole: 'operator',
  ip: null,
  requestId: null,
};

const auditOf = (decider: Decider) => ('operator' in decider ? OPERATOR_AUDIT : decider.audit);

export async function listProposals(db: Db, status: 'pending' | 'all') {
  const pending = and(isNull(controlProposals.outcome), gt(controlProposals.expiresAt, new Date()));
  const rows = await db
    .select()
    .from(controlProposals)
    .where(status === 'pending' ? pending : undefined)
    .orderBy(desc(controlProposals.proposedAt))
    .limit(200);
  const [admins] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return {
    proposals: await Promise.all(rows.map((row) => proposalView(db, row))),
    activeAdmins: Number(admins?.n ?? 0),
  };
}

/** The proposal, locked, still open: otherwise 404, or 409 saying it was decided or has expired. */
async function openProposal(tx: Db, id: string, scope?: { proposedBy: string }): Promise<ProposalRow> {
  const [row] = await tx
    .select()
    .from(controlProposals)
    .where(
      and(eq(controlProposals.id, id), scope ? eq(controlProposals.proposedBy, scope.proposedBy) : undefined),
    )
    .for('update');
  if (!row) throw notFound('approvals.not_found.proposal');
  const status = statusOf(row);
  if (status === 'expired') throw new AppError('conflict', 'approvals.expired');
  if (status !== 'pending') throw new AppError('conflict', 'approvals.not_pending');
  return row;
}

async function close(
  tx: Db,
  row: ProposalRow,
  outcome: 'approved' | 'declined' | 'withdrawn',
  decider: Decider,
  result: Record<string, unknown> | null,
) {
  const [closed] = await tx
    .update(controlProposals)
    .set({
      outcome,
      decidedAt: new Date(),
      decidedBy: 'operator' in decider ? null : decider.actor.id,
      result,
    })
    .where(eq(controlProposals.id, row.id))
    .returning();
  await writeAudit(tx, auditOf(decider), {
    action: `control.${outcome}`,
    entity: 'control_proposal',
    entityId: row.id,
    after: { kind: row.kind, ...(result ? { result } : {}) },
  });
  return closed!;
}

/**
 * D37: a second admin (never the proposer; or the operator) approves: the change is applied in
 * this transaction, re-validated against the current state, or declines it. Every admin is told,
 * and a proposer who is not an admin (a manager's team member) too.
 */
export async function decideProposal(args: {
  db: Db;
  config: Config;
  mail: Mail;
  decider: Decider;
  id: string;
  decision: 'approve' | 'decline';
}) {
  const { decider } = args;
  const row = await args.db.transaction(async (tx) => {
    const open = await openProposal(tx, args.id);
    if (!('operator' in decider) && open.proposedBy === decider.actor.id) {
      throw new AppError('forbidden', 'approvals.own_proposal');
    }
    let result: Record<string, unknown> | null = null;
    if (args.decision === 'approve') {
      const [proposer] = open.proposedBy
        ? await tx.select().from(users).where(eq(users.id, open.proposedBy))
        : [];
      if (!proposer) throw new AppError('conflict', 'approvals.proposer_gone');
      const ctx = {
        tx,
        proposer: actorOfProposer(proposer),
        audit: auditOf(decider),
        config: args.config,
        mail: args.mail,
      };
      result = await applyProposal(
        open.kind as ControlProposalKind,
        ctx,
        (open.payload as ProposalPayload).request,
      );
    }
    const closed = await close(
      tx,
      open,
      args.decision === 'approve' ? 'approved' : 'declined',
      decider,
      result,
    );
    const by = 'operator' in decider ? null : nameOf(decider.actor);
    await tellAdmins(tx, args.mail, 'decided', closed, by);
    await tellProposer(tx, closed, by);
    return closed;
  });
  const message: Message = args.decision === 'approve' ? 'approvals.approved' : 'approvals.declined';
  // `result`: what applying produced (the new person's id), for the operator's command line.
  const result = row.result as { userId?: string; keys?: string[] } | null;
  return { message, proposal: await proposalView(args.db, row), result };
}

/** A manager's proposal is decided by an admin: the manager hears the outcome in the app. */
async function tellProposer(tx: Db, row: ProposalRow, by: string | null) {
  if (!row.proposedBy) return;
  const [proposer] = await tx.select({ role: users.role }).from(users).where(eq(users.id, row.proposedBy));
  if (!proposer || proposer.role === 'admin') return;
  await notify(tx, {
    userId: row.proposedBy,
    kind: 'control_decided',
    params: { proposalKind: row.kind, by, outcome: row.outcome, proposalId: row.id },
  });
}

/** The proposer takes their proposal back; no one else may (another's is 404 to them). */
export async function withdrawProposal(call: MailingCall & { id: string }) {
  const row = await call.db.transaction(async (tx) => {
    const open = await openProposal(tx, call.id, { proposedBy: call.actor.id });
    const decider: Decider = { actor: call.actor, audit: call.request };
    const closed = await close(tx, open, 'withdrawn', decider, null);
    await tellAdmins(tx, call.mail, 'decided', closed, nameOf(call.actor));
    return closed;
  });
  return { message: 'approvals.withdrawn' as const, proposal: await proposalView(call.db, row) };
}
