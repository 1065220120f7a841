import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ContactChangeOutcome, ContactField } from '../../../shared/contracts/contact-changes';
import { AppError, type MessageKey } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import { announceSessionChange } from '../../core/bus';
import { assertEmailFree, fieldLabel } from '../../core/contact-changes';
import type { Mail } from '../../core/emails';
import { enqueueEmail, notify, notifyAdmins } from '../../core/notify';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, contactChanges, users } from '../../db/schema';
import { consumeAttempt, refundAttempt } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { retireOneTimeTokens } from '../auth';

/** Link checks per IP address per 15 minutes, as for email confirmation links (D28). */
export const CONTACT_LINK_LIMIT = { perIp: 20, windowMs: 15 * 60_000 } as const;

type Change = typeof contactChanges.$inferSelect;
type LinkKind = 'confirm' | 'cancel';

/**
 * Finds and locks the proposal a link names, or refuses with what the person can do about it:
 * an unknown link, one already used (or overtaken by a newer proposal), or one that has expired.
 */
async function proposalOfLink(tx: Db, tokenHash: string, kind: LinkKind): Promise<Change> {
  const column = kind === 'confirm' ? contactChanges.confirmTokenHash : contactChanges.cancelTokenHash;
  const [row] = await tx.select().from(contactChanges).where(eq(column, tokenHash)).for('update');
  if (!row) throw new AppError('invalid_token', 'people.contact_change.link_invalid');
  if (row.status !== 'pending')
    throw new AppError('invalid_token', `people.contact_change.link_${row.status}` as MessageKey);
  // "This wasn't me" still works after the three days: the alert is worth having late.
  if (kind === 'confirm' && row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('invalid_token', 'people.contact_change.link_expired');
  }
  return row;
}

/** Counts the attempt per IP before the token is looked up; a good link gives it back. */
async function throttled<T>(db: Db, request: AuditContext, work: () => Promise<T>): Promise<T> {
  const key = `contact-change:ip:${request.ip ?? 'unknown'}`;
  await consumeAttempt(
    db,
    [{ key, limit: CONTACT_LINK_LIMIT.perIp, windowMs: CONTACT_LINK_LIMIT.windowMs }],
    'common.auth.too_many_attempts',
  );
  const result = await work();
  await refundAttempt(db, key);
  return result;
}

/**
 * D34: the client confirms a proposed change, signed in as themselves and holding the link sent
 * to the new address (for a phone: to their current address). The link alone is not enough: the
 * staff member who proposed an address of their own receives it too, but cannot sign in as the
 * client, since codes and resets still go to the old address. A confirmed email counts as
 * confirmed (the link proved it); the old address is told.
 */
export async function confirmContactChange(args: {
  db: Db;
  mail: Mail;
  secret: string;
  actor: Actor;
  token: string;
  request: AuditContext;
}): Promise<ContactChangeOutcome> {
  const { db, actor } = args;
  return throttled(db, args.request, () =>
    db.transaction(async (tx) => {
      const change = await proposalOfLink(tx, hashToken(args.secret, args.token), 'confirm');
      if (change.userId !== actor.id) throw new AppError('forbidden', 'people.contact_change.other_account');
      const [user] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
      if (!user) throw notFound('people.not_found.user');
      const field = change.field as ContactField;
      const current = field === 'email' ? user.email : user.phone;
      if (current !== change.previousValue) throw new AppError('conflict', 'people.contact_change.stale');
      if (field === 'email') {
        await assertEmailFree(tx, change.proposedValue!, user.id);
        // Told before the switch, so it reaches the address being replaced.
        await enqueueEmail(tx, args.mail, user.id, 'contact_change_applied', (language) => ({
          field: fieldLabel(language, field),
          value: change.proposedValue!,
        }));
        await tx
          .update(users)
          .set({ email: change.proposedValue!, emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        // A confirmation link sent to the old address must not speak for the new one.
        await retireOneTimeTokens(tx, user.id, ['confirm_email']);
      } else {
        await tx
          .update(users)
          .set({ phone: change.proposedValue, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
      }
      await tx
        .update(contactChanges)
        .set({ status: 'confirmed', resolvedAt: sql`now()` })
        .where(eq(contactChanges.id, change.id));
      await announceSessionChange(tx, user.id);
      await writeAudit(tx, args.request, {
        action: 'client.contact_changed',
        entity: 'user',
        entityId: user.id,
        before: { [field]: change.previousValue },
        after: { [field]: change.proposedValue, proposedById: change.proposedById },
      });
      return { field, outcome: 'confirmed' as const };
    }),
  );
}

/** The active managers of every desk the client has a case on. */
async function deskManagersOf(tx: Db, clientId: string): Promise<string[]> {
  const desks = tx
    .selectDistinct({ deskId: cases.deskId })
    .from(cases)
    .where(and(eq(cases.clientId, clientId), isNotNull(cases.deskId)));
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'manager'), eq(users.status, 'active'), inArray(users.deskId, desks)));
  return rows.map((r) => r.id);
}

/**
 * D34: "this wasn't me" from the current address. Public (the link is the proof, and the client
 * may not be able to sign in): the proposal is cancelled, and the desk managers of the client's
 * cases and every admin get a security alert naming who proposed it.
 */
export async function cancelContactChange(args: {
  db: Db;
  secret: string;
  token: string;
  request: AuditContext;
}): Promise<ContactChangeOutcome> {
  const { db } = args;
  return throttled(db, args.request, () =>
    db.transaction(async (tx) => {
      const change = await proposalOfLink(tx, hashToken(args.secret, args.token), 'cancel');
      await tx
        .update(contactChanges)
        .set({ status: 'disputed', resolvedAt: sql`now()` })
        .where(eq(contactChanges.id, change.id));
      const [client] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, change.userId));
      const [proposer] = change.proposedById
        ? await tx
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, change.proposedById))
        : [];
      const params = {
        clientName: `${client?.firstName ?? ''} ${client?.lastName ?? ''}`.trim(),
        field: change.field,
        value: change.proposedValue,
        proposedBy: proposer ? `${proposer.firstName} ${proposer.lastName}` : null,
      };
      for (const managerId of await deskManagersOf(tx, change.userId)) {
        await notify(tx, { userId: managerId, kind: 'contact_change_disputed', params });
      }
      await notifyAdmins(tx, { kind: 'contact_change_disputed', params });
      await writeAudit(
        tx,
        { ...args.request, actorId: args.request.actorId ?? change.userId },
        {
          action: 'client.contact_change_disputed',
          entity: 'user',
          entityId: change.userId,
          after: {
            field: change.field,
            proposedValue: change.proposedValue,
            proposedById: change.proposedById,
          },
        },
      );
      return { field: change.field as ContactField, outcome: 'cancelled' as const };
    }),
  );
}

/**
 * A staff member takes back an open proposal (a typo, a change of mind). Lawyers and managers only
 * for a client of theirs (D21, scoped in the query); admins for any client.
 */
export async function withdrawContactChange(args: {
  db: Db;
  actor: Actor;
  clientId: string;
  field: ContactField;
  request: AuditContext;
}): Promise<void> {
  const { db, actor } = args;
  await db.transaction(async (tx) => {
    if (actor.role !== 'admin') {
      const [inScope] = await tx
        .select({ id: cases.id })
        .from(cases)
        .where(and(eq(cases.clientId, args.clientId), caseScope(actor)))
        .limit(1);
      if (!inScope) throw notFound('common.not_found.client');
    }
    const withdrawn = await tx
      .update(contactChanges)
      .set({ status: 'withdrawn', resolvedAt: sql`now()` })
      .where(
        and(
          eq(contactChanges.userId, args.clientId),
          eq(contactChanges.field, args.field),
          eq(contactChanges.status, 'pending'),
        ),
      )
      .returning({ id: contactChanges.id, value: contactChanges.proposedValue });
    if (withdrawn.length === 0) throw new AppError('not_found', 'people.contact_change.none_pending');
    await writeAudit(tx, args.request, {
      action: 'client.contact_change_withdrawn',
      entity: 'user',
      entityId: args.clientId,
      after: { field: args.field, proposedValue: withdrawn[0]!.value },
    });
  });
}
