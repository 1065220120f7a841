import { and, eq, sql } from 'drizzle-orm';
import type { ControlProposal, ProposalSubject } from '../../shared/contracts/approvals';
import {
  type ControlProposalKind,
  PROPOSAL_LIFETIME_DAYS,
  type ProposalOutcome,
} from '../../shared/domain/control-proposals';
import type { Message } from '../../shared/domain/errors';
import type { Language } from '../../shared/domain/languages';
import type { Db } from '../db/client';
import { controlProposals, users } from '../db/schema';
import { type MailingCall, writeAudit } from './audit';
import { publishEvent } from './bus';
import { emailLabel, type Mail, portalLink } from './emails';
import { enqueueEmail, notifyAdmins } from './notify';

/**
 * D37: the one way a change to a control waits for a second admin. A module that would make
 * such a change (people, settings) validates it by a dry run, then calls proposeControlChange
 * instead of applying it; the approvals module applies it when a second admin approves.
 */

export type ProposalRow = typeof controlProposals.$inferSelect;

/** What a proposal stores: the request to re-run when approved, and how to show it. */
export type ProposalPayload = { request: Record<string, unknown>; subject: ProposalSubject };

class DryRunDone extends Error {}

/**
 * Runs `work` in a transaction that is always rolled back: the change is checked against the
 * current state by the very code that would apply it (a taken email, a missing desk, one's own
 * factors), so the proposer hears of a mistake now, not when a second admin approves.
 */
export async function dryRun(db: Db, work: (tx: Db) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
}

const APPROVALS_LINK = '/admin-dashboard?tab=approvals';

/** The in-app and email notice every active admin gets when a proposal is made or decided (D37). */
export async function tellAdmins(
  db: Db,
  mail: Mail,
  event: 'proposed' | 'decided',
  proposal: ProposalRow,
  /** The proposer's or decider's name; null for the operator at the server's shell. */
  by: string | null,
): Promise<void> {
  const outcome = proposal.outcome ?? '';
  await notifyAdmins(db, {
    kind: `control_${event}`,
    params: { proposalKind: proposal.kind, by, outcome, proposalId: proposal.id },
  });
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  for (const admin of admins) {
    await enqueueEmail(db, mail, admin.id, `control_${event}`, (language: Language) => ({
      by: by ?? emailLabel(language, 'control.operator'),
      change: emailLabel(language, `control.kinds.${proposal.kind}`),
      outcome: outcome ? emailLabel(language, `control.outcomes.${outcome}`) : '',
      link: portalLink(mail, APPROVALS_LINK),
    }));
  }
  await publishEvent(db, { type: 'list-changed', list: 'approvals', audience: { roles: ['admin'] } });
}

export const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Records the proposal, audits it and tells every admin; call inside a transaction. The caller
 * answers 202 with `proposalView` of the row returned.
 */
export async function proposeControlChange(
  call: MailingCall,
  kind: ControlProposalKind,
  payload: ProposalPayload,
): Promise<ProposalRow> {
  return call.db.transaction(async (tx) => {
    // From the database's clock, as proposed_at: the two differ by exactly the lifetime.
    const expiresAt = sql`now() + make_interval(days => ${PROPOSAL_LIFETIME_DAYS})`;
    const [row] = await tx
      .insert(controlProposals)
      .values({ kind, payload, proposedBy: call.actor.id, expiresAt })
      .returning();
    await writeAudit(tx, call.request, {
      action: 'control.proposed',
      entity: 'control_proposal',
      entityId: row!.id,
      after: { kind, subject: payload.subject },
    });
    await tellAdmins(tx, call.mail, 'proposed', row!, nameOf(call.actor));
    return row!;
  });
}

export function statusOf(row: Pick<ProposalRow, 'outcome' | 'expiresAt'>, now = new Date()) {
  if (row.outcome) return row.outcome as ProposalOutcome;
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/** The proposal as the API shows it, names read in one query. */
export async function proposalView(db: Db, row: ProposalRow): Promise<ControlProposal> {
  const ids = [row.proposedBy, row.decidedBy].filter((id): id is string => id !== null);
  const people = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(sql`${users.id} in ${ids}`)
    : [];
  const ref = (id: string | null) => {
    const person = people.find((p) => p.id === id);
    return person ? { id: person.id, name: nameOf(person) } : null;
  };
  return {
    id: row.id,
    kind: row.kind as ControlProposal['kind'],
    status: statusOf(row),
    subject: (row.payload as ProposalPayload).subject,
    proposedBy: ref(row.proposedBy),
    proposedAt: row.proposedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedBy: ref(row.decidedBy),
    decidedByOperator: row.decidedAt !== null && row.decidedBy === null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The note the proposer reads with the 202: the change waits for a second admin. */
export const PROPOSAL_NOTE: Message = 'approvals.proposed';
