import { and, eq } from 'drizzle-orm';
import { AppError, type MessageKey } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditContext, type AuditedCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { notify } from '../../core/notify';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema';
import { assertCasesClear } from '../conflicts';

export type Lawyer = { id: string; firstName: string; lastName: string; deskId: string | null };
type CaseRow = typeof cases.$inferSelect;

const refuse = (message: MessageKey) => new AppError('validation_failed', message, { lawyerId: message });

/**
 * The lawyer a case goes to. A lawyer takes it on themself; a manager chooses an active lawyer
 * of their own desk; an admin any active lawyer. A bad choice is an input error on `lawyerId`.
 */
export async function resolveLawyer(tx: Db, actor: Actor, lawyerId: string | undefined): Promise<Lawyer> {
  if (actor.role === 'lawyer' && lawyerId !== undefined && lawyerId !== actor.id) {
    throw refuse('cases.assign.self_only');
  }
  const id = actor.role === 'lawyer' ? actor.id : lawyerId;
  if (!id) throw refuse('cases.assign.choose_lawyer');
  const [lawyer] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deskId: users.deskId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'lawyer'), eq(users.status, 'active')));
  if (!lawyer) throw refuse('cases.assign.active_lawyer');
  if (actor.role === 'manager' && (actor.deskId === null || lawyer.deskId !== actor.deskId)) {
    throw refuse('cases.assign.other_desk');
  }
  return lawyer;
}

/**
 * Gives a case to a lawyer (the case moves to the lawyer's desk when they have one): a
 * client-visible timeline entry, an audit row, an in-app notice to the lawyer (unless they took
 * it themself) and a live list update. Returns false when nothing changed.
 */
export async function assignCaseTo(
  tx: Db,
  args: { actor: Actor; theCase: CaseRow; lawyer: Lawyer; request: AuditContext },
): Promise<boolean> {
  const { actor, theCase, lawyer } = args;
  const deskId = lawyer.deskId ?? theCase.deskId;
  if (theCase.lawyerId === lawyer.id && theCase.deskId === deskId) return false;
  await tx
    .update(cases)
    .set({ lawyerId: lawyer.id, deskId, updatedAt: new Date() })
    .where(eq(cases.id, theCase.id));
  await addCaseEvent(tx, {
    caseId: theCase.id,
    actorId: actor.id,
    kind: 'lawyer_assigned',
    clientVisible: true,
    data: {
      lawyerId: lawyer.id,
      lawyerName: `${lawyer.firstName} ${lawyer.lastName}`,
      previousLawyerId: theCase.lawyerId,
    },
  });
  await writeAudit(tx, args.request, {
    action: 'case.assigned',
    entity: 'case',
    entityId: theCase.id,
    before: { lawyerId: theCase.lawyerId, deskId: theCase.deskId },
    after: { lawyerId: lawyer.id, deskId },
  });
  if (lawyer.id !== actor.id) {
    await notify(tx, {
      userId: lawyer.id,
      kind: 'case_assigned',
      // A typed title as typed; a composed one (null) as its fraud type, composed in the reader's language.
      params: { reference: theCase.reference, title: theCase.title, fraudType: theCase.fraudType },
      caseId: theCase.id,
    });
  }
  await publishEvent(tx, {
    type: 'list-changed',
    list: 'cases',
    caseId: theCase.id,
    audience: {
      userIds: [lawyer.id, ...(theCase.lawyerId ? [theCase.lawyerId] : [])],
      deskIds: [...new Set([deskId, theCase.deskId].filter((d): d is string => d !== null))],
      roles: ['admin'],
    },
  });
  return true;
}

/**
 * PATCH/PUT /api/cases/{id}/assign. The case is looked up in the actor's scope first (another
 * desk's case is 404, D21), then its conflict check must not be open (409, issue 31: assigning
 * the case must not walk around the check its lead's conversion passes), then the lawyer is
 * checked (resolveLawyer).
 */
export async function assignCase(
  args: AuditedCall & {
    caseId: string;
    lawyerId: string;
    /** The session secret: the conflict check opens the client's payout details. */
    secret: string;
  },
) {
  return args.db.transaction(async (tx) => {
    const [theCase] = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.id, args.caseId), caseScope(args.actor)))
      .for('update');
    if (!theCase) throw notFound('common.not_found.case');
    await assertCasesClear(tx, args.secret, [theCase]);
    const lawyer = await resolveLawyer(tx, args.actor, args.lawyerId);
    await assignCaseTo(tx, { actor: args.actor, theCase, lawyer, request: args.request });
    const [after] = await tx
      .select({ c: cases, firstName: users.firstName, lastName: users.lastName })
      .from(cases)
      .innerJoin(users, eq(users.id, cases.clientId))
      .where(eq(cases.id, theCase.id));
    return {
      id: after!.c.id,
      reference: after!.c.reference,
      title: after!.c.title,
      fraudType: after!.c.fraudType,
      clientName: `${after!.firstName} ${after!.lastName}`,
      status: after!.c.phase,
      deskId: after!.c.deskId,
      assignedLawyerId: lawyer.id,
      assignedLawyerName: `${lawyer.firstName} ${lawyer.lastName}`,
    };
  });
}
