import { and, eq } from 'drizzle-orm';
import type { ConflictDecisionRequest, LeadConflicts } from '../../../shared/contracts/conflicts';
import { conflictKey } from '../../../shared/domain/conflicts';
import { AppError } from '../../../shared/domain/errors';
import { nextLeadStatus } from '../../../shared/domain/leads';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { leadScope } from '../../core/desk-scope';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, leadConflictDecisions, leads } from '../../db/schema';
import { conflictStates, findConflicts, presentConflicts } from '../conflicts';

async function scopedLead(db: Db, actor: Actor, id: string) {
  const [lead] = await db
    .select({ id: leads.id, clientId: leads.clientId, caseId: leads.caseId, status: leads.status })
    .from(leads)
    .innerJoin(cases, eq(cases.id, leads.caseId))
    .where(and(eq(leads.id, id), await leadScope(db, actor)));
  if (!lead) throw notFound('leads.not_found.lead');
  return lead;
}

/**
 * GET /api/leads/:id/conflicts: what the registrant matches now, naming the records the reader may
 * open, and the latest decision.
 */
export async function getLeadConflicts(args: { db: Db; actor: Actor; secret: string; id: string }) {
  const lead = await scopedLead(args.db, args.actor, args.id);
  const state = (await conflictStates(args.db, args.secret, [lead])).get(lead.id)!;
  return presentConflicts(args.db, args.actor, state);
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
 * staff. Declining also declines the lead, as the reject step does, with the same reason, so only
 * an open lead can be declined; a conflict found after conversion can still be cleared (else its
 * case could never be reassigned, issue 31), but nothing is left to decide on a rejected lead.
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
    if (!lead) throw notFound('leads.not_found.lead');
    const decidable =
      input.decision === 'declined'
        ? nextLeadStatus(lead.status, 'reject') !== null
        : lead.status !== 'rejected';
    if (!decidable) throw new AppError('conflict', 'leads.not_actionable');
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
    return presentConflicts(tx, actor, (await conflictStates(tx, args.secret, [lead])).get(lead.id)!);
  });
}
