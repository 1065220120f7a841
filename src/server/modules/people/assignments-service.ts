import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { AppError, type MessageKey } from '../../../shared/domain/errors';
import type { Role } from '../../../shared/domain/roles';
import { type AdminCall, publishListChanged } from '../../core/admin-call';
import { writeAudit } from '../../core/audit';
import { publishEvent, revokeLiveAccess } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { notify } from '../../core/notify';
import type { Db } from '../../db/client';
import { cases, users } from '../../db/schema';
import { assertCasesClear } from '../conflicts';
import { auditDeskMove, handOverOpenCases } from './desk-move';

/** Spec §8 "Assignment Successful" messages, one per pair (D22), rendered by the route (D29). */
export const ASSIGNMENT_MESSAGES = {
  clientToLawyer: 'people.notes.assigned_client_to_lawyer',
  clientToManager: 'people.notes.assigned_client_to_manager',
  lawyerToManager: 'people.notes.assigned_lawyer_to_manager',
} as const satisfies Record<string, MessageKey>;

const OPEN = notInArray(cases.phase, ['completed', 'closed']);

/** A call about a client's cases: the session secret lets the conflict check open payout details. */
type ClientCall = AdminCall & { clientId: string; secret: string };

/** The person with this id and role, locked; anything else is the spec's "not found" (§8). */
async function person(tx: Db, id: string, role: Role) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
    .for('update');
  if (!row) throw new AppError('not_found', 'people.not_found.selected_user');
  return row;
}

/** Work goes only to people who can sign in and act on it. */
function assertActive(user: { status: string; firstName: string; lastName: string }) {
  if (user.status !== 'active') {
    throw new AppError('conflict', {
      key: 'people.assign.inactive_person',
      params: { name: `${user.firstName} ${user.lastName}` },
    });
  }
}

/**
 * Client → lawyer: the client's open cases go to the lawyer and to the lawyer's desk. The client
 * sees "lawyer assigned" on their timeline; the lawyer gets an in-app notification per case.
 */
export async function assignClientToLawyer(call: ClientCall & { lawyerId: string }) {
  return call.db.transaction(async (tx) => {
    const client = await person(tx, call.clientId, 'client');
    const lawyer = await person(tx, call.lawyerId, 'lawyer');
    assertActive(lawyer);
    const open = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.clientId, client.id), OPEN))
      .for('update');
    if (open.length === 0) throw new AppError('conflict', 'people.assign.no_open_case');
    const moving = open.filter(
      (c) => c.lawyerId !== lawyer.id || (lawyer.deskId && c.deskId !== lawyer.deskId),
    );
    // Issue 31: no case whose conflict check is open goes to a lawyer, by this route either.
    await assertCasesClear(tx, call.secret, moving);
    for (const c of moving) {
      await tx
        .update(cases)
        .set({ lawyerId: lawyer.id, deskId: lawyer.deskId ?? c.deskId, updatedAt: new Date() })
        .where(eq(cases.id, c.id));
      if (c.lawyerId === lawyer.id) continue; // only the desk changed: nothing new for the people involved
      await addCaseEvent(tx, {
        caseId: c.id,
        actorId: call.actor.id,
        kind: 'lawyer_assigned',
        clientVisible: true,
        data: { lawyerId: lawyer.id, previousLawyerId: c.lawyerId },
      });
      await notify(tx, {
        userId: lawyer.id,
        kind: 'case_assigned',
        params: { reference: c.reference, clientName: `${client.firstName} ${client.lastName}` },
        caseId: c.id,
      });
    }
    await writeAudit(tx, call.request, {
      action: 'assignment.client_to_lawyer',
      entity: 'user',
      entityId: client.id,
      before: { cases: moving.map((c) => ({ id: c.id, lawyerId: c.lawyerId, deskId: c.deskId })) },
      after: { lawyerId: lawyer.id, deskId: lawyer.deskId, caseIds: moving.map((c) => c.id) },
    });
    const deskIds = [...new Set([lawyer.deskId, ...moving.map((c) => c.deskId)].filter((d) => d !== null))];
    const previousLawyers = moving.map((c) => c.lawyerId).filter((id) => id !== null);
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'cases',
      audience: { roles: ['admin'], deskIds, userIds: [...new Set([lawyer.id, ...previousLawyers])] },
    });
    await publishListChanged(tx, 'users');
    return { message: ASSIGNMENT_MESSAGES.clientToLawyer };
  });
}

/** Client → manager: the manager looks after the client; their cases without a desk go to the manager's desk. */
export async function assignClientToManager(call: ClientCall & { managerId: string }) {
  return call.db.transaction(async (tx) => {
    const client = await person(tx, call.clientId, 'client');
    const manager = await person(tx, call.managerId, 'manager');
    assertActive(manager);
    // The client's desk-less open cases join the manager's desk: not while a conflict is open.
    if (manager.deskId) {
      const joining = await tx
        .select({ id: cases.id, reference: cases.reference })
        .from(cases)
        .where(and(eq(cases.clientId, client.id), isNull(cases.deskId), OPEN));
      await assertCasesClear(tx, call.secret, joining);
    }
    await tx
      .update(users)
      .set({ managerId: manager.id, updatedAt: new Date() })
      .where(eq(users.id, client.id));
    const moved = manager.deskId
      ? await tx
          .update(cases)
          .set({ deskId: manager.deskId, updatedAt: new Date() })
          .where(and(eq(cases.clientId, client.id), isNull(cases.deskId), OPEN))
          .returning({ id: cases.id })
      : [];
    await writeAudit(tx, call.request, {
      action: 'assignment.client_to_manager',
      entity: 'user',
      entityId: client.id,
      before: { managerId: client.managerId },
      after: { managerId: manager.id, deskId: manager.deskId, caseIds: moved.map((c) => c.id) },
    });
    await publishListChanged(tx, 'users');
    if (moved.length > 0) await publishListChanged(tx, 'cases', [manager.deskId!]);
    return { message: ASSIGNMENT_MESSAGES.clientToManager };
  });
}

/** Lawyer → manager: the lawyer reports to the manager and joins the manager's desk. */
export async function assignLawyerToManager(
  call: AdminCall & { lawyerId: string; managerId: string; openCasesTo?: string; secret: string },
) {
  return call.db.transaction(async (tx) => {
    const lawyer = await person(tx, call.lawyerId, 'lawyer');
    const manager = await person(tx, call.managerId, 'manager');
    assertActive(manager);
    const deskId = manager.deskId ?? lawyer.deskId;
    // D39: joining the manager's desk leaves the old one; its open cases go where the request says.
    const handedOver = await handOverOpenCases(tx, {
      ...call,
      lawyer,
      nextDeskId: deskId,
      openCasesTo: call.openCasesTo,
      secret: call.secret,
    });
    if (handedOver) await auditDeskMove(tx, call.request, lawyer, deskId, handedOver);
    await tx
      .update(users)
      .set({ managerId: manager.id, deskId, updatedAt: new Date() })
      .where(eq(users.id, lawyer.id));
    // Another desk, another scope: the lawyer's open streams end and reopen in the new one.
    if (deskId !== lawyer.deskId) await revokeLiveAccess(tx, { userId: lawyer.id });
    await writeAudit(tx, call.request, {
      action: 'assignment.lawyer_to_manager',
      entity: 'user',
      entityId: lawyer.id,
      before: { managerId: lawyer.managerId, deskId: lawyer.deskId },
      after: { managerId: manager.id, deskId },
    });
    await publishListChanged(
      tx,
      'users',
      [lawyer.deskId, deskId].filter((d) => d !== null),
    );
    return { message: ASSIGNMENT_MESSAGES.lawyerToManager };
  });
}

/**
 * The admin assign dialog's generic call (D22): only client→lawyer, client→manager and
 * lawyer→manager; any other pair is a 400 in the spec's words.
 */
export function assignByRoles(
  call: AdminCall & {
    userId: string;
    assigneeId: string;
    userRole: Role;
    assigneeRole: Role;
    secret: string;
  },
) {
  const pair = `${call.userRole}:${call.assigneeRole}`;
  if (pair === 'client:lawyer') {
    return assignClientToLawyer({ ...call, clientId: call.userId, lawyerId: call.assigneeId });
  }
  if (pair === 'client:manager') {
    return assignClientToManager({ ...call, clientId: call.userId, managerId: call.assigneeId });
  }
  if (pair === 'lawyer:manager') {
    return assignLawyerToManager({ ...call, lawyerId: call.userId, managerId: call.assigneeId });
  }
  throw new AppError('bad_request', {
    key: 'people.assign.unsupported',
    params: {
      from: { term: `common.role.${call.userRole}` },
      to: { term: `common.role.${call.assigneeRole}` },
    },
  });
}
