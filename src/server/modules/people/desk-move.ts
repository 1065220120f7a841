import { and, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import { type DeskMoveOpenCases, OPEN_CASES_TO_QUEUE } from '../../../shared/contracts/people';
import { AppError } from '../../../shared/domain/errors';
import type { AdminCall } from '../../core/admin-call';
import { type AuditContext, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import type { Db } from '../../db/client';
import { cases, desks, users } from '../../db/schema';
import { assignCaseTo } from '../cases';
import { assertCasesClear } from '../conflicts';

type MovingLawyer = { id: string; role: string; deskId: string | null };

/**
 * D39: a lawyer sees the cases assigned to them (D21), so a lawyer who changes desk would take
 * the old desk's open cases, and their client's messages, with them. Every move of a lawyer
 * goes through here, inside the move's transaction: when open cases stay behind on a desk that
 * is not the one they join, the request must say who takes them, `openCasesTo` = a lawyer of
 * that desk or `queue` (the desk's unassigned cases); otherwise 409 with the cases in
 * `error.details`. Cases on no desk yet are no desk's: they stay with the lawyer.
 * Completed and closed cases keep their lawyer: they are the lawyer's record, and no work on
 * them is left to hand over.
 */
export async function handOverOpenCases(
  tx: Db,
  call: AdminCall & {
    lawyer: MovingLawyer;
    nextDeskId: string | null;
    openCasesTo: string | undefined;
    /** The session secret: the conflict check opens payout details (issue 31). */
    secret: string;
  },
): Promise<{ caseIds: string[]; to: string } | null> {
  const { lawyer, nextDeskId } = call;
  if (lawyer.role !== 'lawyer' || lawyer.deskId === nextDeskId) return null;
  const open = await tx
    .select({
      c: cases,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(
      and(
        eq(cases.lawyerId, lawyer.id),
        // Every open case of a desk that is not the one they join: a lawyer without a desk may
        // hold cases of a desk an admin gave them (the case keeps its desk then).
        isNotNull(cases.deskId),
        nextDeskId ? ne(cases.deskId, nextDeskId) : undefined,
        notInArray(cases.phase, ['completed', 'closed']),
      ),
    )
    .orderBy(cases.createdAt, cases.id)
    .for('update', { of: cases });
  if (open.length === 0) return null;
  const leftOn = [...new Set(open.map((o) => o.c.deskId!))];
  const oldDeskId = lawyer.deskId && leftOn.includes(lawyer.deskId) ? lawyer.deskId : leftOn[0]!;
  // A colleague can take them over only when they are all on one desk; otherwise the queues.
  const successorDesk = leftOn.length === 1 ? oldDeskId : null;
  if (call.openCasesTo === undefined) {
    const details: DeskMoveOpenCases = {
      ...(await deskAndSuccessors(tx, oldDeskId, successorDesk, lawyer.id)),
      openCases: open.map(({ c, firstName, lastName }) => ({
        id: c.id,
        reference: c.reference,
        title: c.title,
        fraudType: c.fraudType,
        clientName: `${firstName} ${lastName}`,
      })),
    };
    throw new AppError(
      'conflict',
      { key: 'people.users.move_open_cases', params: { count: open.length } },
      undefined,
      undefined,
      details,
    );
  }
  const rows = open.map((o) => o.c);
  if (call.openCasesTo === OPEN_CASES_TO_QUEUE) {
    await toQueue(tx, call, rows);
  } else {
    const successor = await successorOn(tx, successorDesk, lawyer.id, call.openCasesTo);
    // Issue 31: no case whose conflict check is open goes to a lawyer, by a desk move either.
    await assertCasesClear(tx, call.secret, rows);
    for (const theCase of rows) {
      await assignCaseTo(tx, { actor: call.actor, theCase, lawyer: successor, request: call.request });
    }
  }
  return { caseIds: rows.map((c) => c.id), to: call.openCasesTo };
}

/** What the admin's dialog offers instead: the desk's name and its active lawyers but the one leaving. */
async function deskAndSuccessors(tx: Db, deskId: string, successorDesk: string | null, leavingId: string) {
  const [desk] = await tx.select({ id: desks.id, name: desks.name }).from(desks).where(eq(desks.id, deskId));
  const lawyers = successorDesk
    ? await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(successorOf(successorDesk, leavingId))
        .orderBy(users.lastName, users.firstName, users.id)
    : [];
  return {
    desk: desk!,
    lawyers: lawyers.map((l) => ({ id: l.id, name: `${l.firstName} ${l.lastName}` })),
  };
}

/** Who may take a leaving lawyer's cases: an active lawyer of the same desk, not the one leaving. */
const successorOf = (deskId: string, leavingId: string) =>
  and(
    ne(users.id, leavingId),
    eq(users.role, 'lawyer'),
    eq(users.status, 'active'),
    eq(users.deskId, deskId),
  );

/** The successor: an active lawyer of the desk being left, not the one leaving; else 400 on the field. */
async function successorOn(tx: Db, deskId: string | null, leavingId: string, id: string) {
  const [successor] = !deskId
    ? []
    : await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deskId: users.deskId })
        .from(users)
        .where(and(eq(users.id, id), successorOf(deskId, leavingId)));
  if (!successor) {
    throw new AppError('validation_failed', 'people.users.move_successor', {
      openCasesTo: 'people.users.move_successor',
    });
  }
  return successor;
}

/** The cases go back to the desk's queue: no lawyer, same desk; its managers assign them again. */
async function toQueue(tx: Db, call: AdminCall, rows: (typeof cases.$inferSelect)[]) {
  const ids = rows.map((c) => c.id);
  await tx.update(cases).set({ lawyerId: null, updatedAt: new Date() }).where(inArray(cases.id, ids));
  for (const c of rows) {
    await writeAudit(tx, call.request, {
      action: 'case.unassigned',
      entity: 'case',
      entityId: c.id,
      before: { lawyerId: c.lawyerId, deskId: c.deskId },
      after: { lawyerId: null, deskId: c.deskId },
    });
  }
  await publishEvent(tx, {
    type: 'list-changed',
    list: 'cases',
    audience: {
      userIds: [...new Set(rows.map((c) => c.lawyerId).filter((id) => id !== null))],
      deskIds: [...new Set(rows.map((c) => c.deskId).filter((id) => id !== null))],
      roles: ['admin'],
    },
  });
}

/** One audit row for the move itself: from which desk to which, and where the open cases went. */
export async function auditDeskMove(
  tx: Db,
  request: AuditContext,
  lawyer: { id: string; deskId: string | null },
  nextDeskId: string | null,
  handedOver: { caseIds: string[]; to: string },
) {
  await writeAudit(tx, request, {
    action: 'user.desk_moved',
    entity: 'user',
    entityId: lawyer.id,
    before: { deskId: lawyer.deskId, openCaseIds: handedOver.caseIds },
    after: { deskId: nextDeskId, openCasesTo: handedOver.to },
  });
}
