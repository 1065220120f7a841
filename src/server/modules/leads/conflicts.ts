import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConflictDecisionRequest, LeadConflicts } from '../../../shared/contracts/conflicts';
import { type ConflictDecisionKind, conflictKey, isConflictOpen } from '../../../shared/domain/conflicts';
import { AppError } from '../../../shared/domain/errors';
import { nextLeadStatus } from '../../../shared/domain/leads';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { leadScope } from '../../core/desk-scope';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, leadConflictDecisions, leads, users } from '../../db/schema';
import { findConflicts } from '../conflicts';

type Decision = {
  decision: ConflictDecisionKind;
  reason: string;
  covered: string[];
  decidedBy: string | null;
  decidedAt: Date;
};

/** The latest decision of each lead (the table is append-only; the newest row counts). */
async function latestDecisions(db: Db, leadIds: string[]): Promise<Map<string, Decision>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([leadConflictDecisions.leadId], {
      leadId: leadConflictDecisions.leadId,
      decision: leadConflictDecisions.decision,
      reason: leadConflictDecisions.reason,
      covered: leadConflictDecisions.conflicts,
      decidedAt: leadConflictDecisions.decidedAt,
      decidedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(leadConflictDecisions)
    .leftJoin(users, eq(users.id, leadConflictDecisions.decidedBy))
    .where(inArray(leadConflictDecisions.leadId, leadIds))
    .orderBy(
      leadConflictDecisions.leadId,
      desc(leadConflictDecisions.decidedAt),
      desc(leadConflictDecisions.id),
    );
  return new Map(rows.map(({ leadId, ...d }) => [leadId, d]));
}

/** Each lead's conflicts and whether they are open, for many leads at once (the lead list). */
export async function conflictStates(
  db: Db,
  secret: string,
  list: { id: string; clientId: string }[],
): Promise<Map<string, LeadConflicts>> {
  const [found, decisions] = await Promise.all([
    findConflicts(
      db,
      secret,
      list.map((l) => l.clientId),
    ),
    latestDecisions(
      db,
      list.map((l) => l.id),
    ),
  ]);
  return new Map(
    list.map((lead) => {
      const conflicts = found.get(lead.clientId) ?? [];
      const decision = decisions.get(lead.id) ?? null;
      return [
        lead.id,
        {
          conflicts,
          open: isConflictOpen(conflicts, decision),
          decision: decision && {
            decision: decision.decision,
            reason: decision.reason,
            decidedBy: decision.decidedBy,
            decidedAt: decision.decidedAt.toISOString(),
          },
        },
      ];
    }),
  );
}

async function scopedLead(db: Db, actor: Actor, id: string) {
  const [lead] = await db
    .select({ id: leads.id, clientId: leads.clientId, caseId: leads.caseId, status: leads.status })
    .from(leads)
    .innerJoin(cases, eq(cases.id, leads.caseId))
    .where(and(eq(leads.id, id), await leadScope(db, actor)));
  if (!lead) throw notFound('not_found.lead');
  return lead;
}

/** GET /api/leads/:id/conflicts: what the registrant matches now, and the latest decision. */
export async function getLeadConflicts(args: { db: Db; actor: Actor; secret: string; id: string }) {
  const lead = await scopedLead(args.db, args.actor, args.id);
  return (await conflictStates(args.db, args.secret, [lead]))!.get(lead.id)!;
}

/** Converting needs every conflict cleared (issue 21 item 5): otherwise 409, and nothing changes. */
export async function assertConflictsCleared(db: Db, secret: string, lead: { id: string; clientId: string }) {
  const state = (await conflictStates(db, secret, [lead])).get(lead.id);
  if (state?.open) {
    throw new AppError('conflict', 'leads.conflict_open');
  }
}

/**
 * Records a decision on a lead's conflicts (append-only), audited and on the case's timeline for
 * staff. Declining also declines the lead, as the reject step does, with the same reason.
 */
export async function decideLeadConflict(
  args: AuditedCall & {
    secret: string;
    id: string;
    input: ConflictDecisionRequest;
    reject: (tx: Db, reason: string) => Promise<unknown>;
  },
): Promise<LeadConflicts> {
  const { actor, input } = args;
  const scope = await leadScope(args.db, actor);
  return args.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, clientId: leads.clientId, caseId: leads.caseId, status: leads.status })
      .from(leads)
      .innerJoin(cases, eq(cases.id, leads.caseId))
      .where(and(eq(leads.id, args.id), scope))
      .for('update', { of: leads });
    if (!lead) throw notFound('not_found.lead');
    if (!nextLeadStatus(lead.status, 'reject')) throw new AppError('conflict', 'leads.not_actionable');
    const conflicts = (await findConflicts(tx, args.secret, [lead.clientId])).get(lead.clientId) ?? [];
    if (conflicts.length === 0) throw new AppError('conflict', 'leads.no_conflict');
    const covered = [...new Set(conflicts.map(conflictKey))];
    const [row] = await tx
      .insert(leadConflictDecisions)
      .values({
        leadId: lead.id,
        decision: input.decision,
        reason: input.reason,
        conflicts: covered,
        decidedBy: actor.id,
      })
      .returning();
    await addCaseEvent(tx, {
      caseId: lead.caseId,
      actorId: actor.id,
      kind: 'lead_conflict_decided',
      notes: input.reason,
      clientVisible: false,
      data: { leadId: lead.id, decision: input.decision, conflicts: covered },
    });
    await writeAudit(tx, args.request, {
      action: 'lead.conflict_decided',
      entity: 'lead',
      entityId: lead.id,
      after: { decision: input.decision, reason: input.reason, conflicts: covered, decisionId: row!.id },
    });
    if (input.decision === 'declined') await args.reject(tx, input.reason);
    else
      await publishEvent(tx, {
        type: 'list-changed',
        list: 'leads',
        audience: { roles: ['lawyer', 'manager', 'admin'] },
      });
    return (await conflictStates(tx, args.secret, [lead])).get(lead.id)!;
  });
}
