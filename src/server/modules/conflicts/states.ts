import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { CaseConflicts, LeadConflicts } from '../../../shared/contracts/conflicts';
import { type ConflictDecisionKind, isConflictOpen } from '../../../shared/domain/conflicts';
import { AppError } from '../../../shared/domain/errors';
import type { LeadStatus } from '../../../shared/domain/leads';
import type { Actor } from '../../core/actor';
import { findCaseInScope } from '../../core/case-team';
import type { Db } from '../../db/client';
import { leadConflictDecisions, leads, users } from '../../db/schema';
import { type FoundConflict, findConflicts } from './find-conflicts';
import { withRecords } from './records';

type Decision = {
  decision: ConflictDecisionKind;
  reason: string;
  covered: string[];
  decidedBy: string | null;
  decidedAt: Date;
};

/** A lead's conflict check as found: the matches (with the ids behind them), whether open, the decision. */
export type ConflictState = { conflicts: FoundConflict[]; open: boolean; decision: Decision | null };

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
): Promise<Map<string, ConflictState>> {
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
      return [lead.id, { conflicts, open: isConflictOpen(conflicts, decision), decision }];
    }),
  );
}

/**
 * A conflict check as `actor` reads it: every match with the records behind it that they may
 * open (D21), the rest as the kind of match only; the decision with who took it.
 */
export async function presentConflicts(db: Db, actor: Actor, state: ConflictState): Promise<LeadConflicts> {
  const { decision } = state;
  return {
    conflicts: await withRecords(db, actor, state.conflicts),
    open: state.open,
    decision: decision && {
      decision: decision.decision,
      reason: decision.reason,
      decidedBy: decision.decidedBy,
      decidedAt: decision.decidedAt.toISOString(),
    },
  };
}

/**
 * Each case's conflict check, through the lead it came in by (every registration and every client
 * a lawyer adds has one); a case without a lead has none. Keyed by case id.
 */
export async function caseConflictStates(
  db: Db,
  secret: string,
  caseIds: string[],
): Promise<Map<string, ConflictState & { lead: { id: string; status: LeadStatus } }>> {
  if (caseIds.length === 0) return new Map();
  const list = await db
    .select({ id: leads.id, clientId: leads.clientId, caseId: leads.caseId, status: leads.status })
    .from(leads)
    .where(inArray(leads.caseId, [...new Set(caseIds)]));
  const states = await conflictStates(db, secret, list);
  return new Map(
    list.map((lead) => [
      lead.caseId,
      { ...states.get(lead.id)!, lead: { id: lead.id, status: lead.status } },
    ]),
  );
}

/**
 * GET /api/cases/:id/conflicts: the conflict check of a case the reader may open (else 404), as
 * the assign dialog shows it before anyone tries; a case that came in without a lead has none.
 */
export async function getCaseConflicts(args: {
  db: Db;
  actor: Actor;
  secret: string;
  caseId: string;
}): Promise<CaseConflicts> {
  const theCase = await findCaseInScope(args.db, args.actor, args.caseId);
  const state = (await caseConflictStates(args.db, args.secret, [theCase.id])).get(theCase.id);
  return state
    ? { ...(await presentConflicts(args.db, args.actor, state)), lead: state.lead }
    : { conflicts: [], open: false, decision: null, lead: null };
}

/** Which of these cases have an open conflict check: the lists' flag (issue 31). */
export async function casesWithOpenConflict(db: Db, secret: string, caseIds: string[]): Promise<Set<string>> {
  const states = await caseConflictStates(db, secret, caseIds);
  return new Set([...states].filter(([, state]) => state.open).map(([caseId]) => caseId));
}

/**
 * Issue 31: a case whose conflict check is open goes to no lawyer, whoever assigns it and by
 * whichever route (the case's assign, the admin's client assignments): 409 naming the case, and
 * nothing changes. Converting a lead checks its own (leads/conflicts.ts).
 */
export async function assertCasesClear(
  db: Db,
  secret: string,
  list: { id: string; reference: string }[],
): Promise<void> {
  const states = await caseConflictStates(
    db,
    secret,
    list.map((c) => c.id),
  );
  const blocked = list.find((c) => states.get(c.id)?.open);
  if (blocked) {
    throw new AppError('conflict', {
      key: 'conflicts.assign.conflict_open',
      params: { reference: blocked.reference },
    });
  }
}
