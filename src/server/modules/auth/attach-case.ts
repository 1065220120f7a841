import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import { type AuditContext, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { deleteUserSessions } from '../../core/sessions';
import type { Db } from '../../db/client';
import {
  caseEvents,
  cases,
  documents,
  leads,
  ledgerTransactions,
  messageReads,
  messages,
  notifications,
  users,
} from '../../db/schema';
import { retireOneTimeTokens } from './one-time-tokens';

/**
 * D28: the owner of an address confirmed "that was me". Inside the caller's transaction (which
 * already claimed the single-use token): the provisional account's cases and leads move to the
 * owner, with the messages, documents and timeline entries it made on them; then the
 * provisional account ends — signed out everywhere, closed, without password or links. The
 * row is locked first, so a second confirmation finds it closed and moves nothing.
 *
 * Returns false when there is nothing to attach any more (closed, banned, owner gone).
 */
export async function attachProvisionalCase(
  tx: Db,
  args: { provisionalId: string; request: AuditContext },
): Promise<boolean> {
  const [account] = await tx
    .select({ id: users.id, status: users.status, ownerId: users.provisionalOwnerId })
    .from(users)
    .where(and(eq(users.id, args.provisionalId), eq(users.provisional, true)))
    .for('update');
  if (!account?.ownerId || account.status !== 'active') return false;
  const ownerId = account.ownerId;
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.provisional, false), eq(users.status, 'active')));
  if (!owner) return false;

  // The ledger is append-only (D7), so money already booked to the provisional account cannot
  // change hands here; the firm moves such a case by hand.
  const [booked] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.clientId, account.id))
    .limit(1);
  if (booked) {
    throw new AppError('conflict', 'auth.case_has_records');
  }

  const moved = await tx
    .update(cases)
    .set({ clientId: ownerId, updatedAt: sql`now()` })
    .where(eq(cases.clientId, account.id))
    .returning({ id: cases.id, deskId: cases.deskId });
  const caseIds = moved.map((c) => c.id);
  await tx.update(leads).set({ clientId: ownerId }).where(eq(leads.clientId, account.id));
  if (caseIds.length > 0) {
    await tx
      .update(messages)
      .set({ senderId: ownerId })
      .where(and(eq(messages.senderId, account.id), inArray(messages.caseId, caseIds)));
    await tx
      .update(documents)
      .set({ uploadedBy: ownerId })
      .where(and(eq(documents.uploadedBy, account.id), inArray(documents.caseId, caseIds)));
    await tx
      .update(caseEvents)
      .set({ actorId: ownerId })
      .where(and(eq(caseEvents.actorId, account.id), inArray(caseEvents.caseId, caseIds)));
  }
  await tx.update(notifications).set({ userId: ownerId }).where(eq(notifications.userId, account.id));
  await tx.delete(messageReads).where(eq(messageReads.userId, account.id));

  // End the provisional account: it can never sign in, be confirmed or be used again.
  await tx
    .update(users)
    .set({ status: 'inactive', passwordHash: null, updatedAt: sql`now()` })
    .where(eq(users.id, account.id));
  await retireOneTimeTokens(tx, account.id);
  await deleteUserSessions(tx, account.id);
  // Clicking the owner's link proved the owner reads this address.
  await tx
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, ownerId));

  await writeAudit(
    tx,
    {
      ...args.request,
      actorId: args.request.actorId ?? ownerId,
      actorRole: args.request.actorRole ?? 'client',
    },
    {
      action: 'intake.case_attached',
      entity: 'user',
      entityId: ownerId,
      after: { provisionalAccountId: account.id, caseIds },
    },
  );
  const deskIds = moved.flatMap((c) => (c.deskId ? [c.deskId] : []));
  await publishEvent(tx, { type: 'list-changed', list: 'users', audience: { roles: ['admin'] } });
  await publishEvent(tx, { type: 'list-changed', list: 'leads', audience: { roles: ['admin'], deskIds } });
  return true;
}
