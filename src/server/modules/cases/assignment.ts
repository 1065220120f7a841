import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { notify } from '../../core/notify';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema';

export type Lawyer = { id: string; firstName: string; lastName: string; deskId: string | null };
type CaseRow = typeof cases.$inferSelect;

const refuse = (message: string) => new AppError('validation_failed', message, { lawyerId: message });

/**
 * The lawyer a case goes to. A lawyer takes it on themself; a manager chooses an active lawyer
 * of their own desk; an admin any active lawyer. A bad choice is an input error on `lawyerId`.
 */
export async function resolveLawyer(tx: Db, actor: Actor, lawyerId: string | undefined): Promise<Lawyer> {
  if (actor.role === 'lawyer' && lawyerId !== undefined && lawyerId !== actor.id) {
    throw refuse('You can take a lead on yourself only; your desk manager can give it to a colleague.');
  }
  const id = actor.role === 'lawyer' ? actor.id : lawyerId;
  if (!id) throw refuse('Choose the lawyer who will handle this case.');
  const [lawyer] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deskId: users.deskId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'lawyer'), eq(users.status, 'active')));
  if (!lawyer) throw refuse('Choose an active lawyer.');
  if (actor.role === 'manager' && (actor.deskId === null || lawyer.deskId !== actor.deskId)) {
    throw refuse('This lawyer works on another desk. Choose a lawyer of your own desk.');
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
      params: { reference: theCase.reference, title: theCase.title },
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
 * desk's case is 404, D21), then the lawyer is checked (resolveLawyer).
 */
export async function assignCase(args: {
  db: Db;
  actor: Actor;
  caseId: string;
  lawyerId: string;
  request: AuditContext;
}) {
  return args.db.transaction(async (tx) => {
    const [theCase] = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.id, args.caseId), caseScope(args.actor)))
      .for('update');
    if (!theCase) throw notFound('This case');
    const lawyer = await resolveLawyer(tx, args.actor, args.lawyerId);
    await assignCaseTo(tx, { actor: args.actor, theCase, lawyer, request: args.request });
    const [after] = await tx.select().from(cases).where(eq(cases.id, theCase.id));
    return {
      id: after!.id,
      reference: after!.reference,
      title: after!.title,
      status: after!.phase,
      deskId: after!.deskId,
      assignedLawyerId: lawyer.id,
      assignedLawyerName: `${lawyer.firstName} ${lawyer.lastName}`,
    };
  });
}
