import { and, asc, eq } from 'drizzle-orm';
import type { Passkey } from '../../../shared/contracts/passkeys';
import { AppError } from '../../../shared/domain/errors';
import { ROLES_NEEDING_SECOND_FACTOR } from '../../../shared/domain/sign-in';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { factorsOf } from '../../core/second-factors';
import { sendSecurityNotice } from '../../core/security-notices';
import { passkeys } from '../../db/schema';

type PasskeyRow = typeof passkeys.$inferSelect;

/** What the account page shows of a passkey: never its key or credential id. */
export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType === 'singleDevice' || row.deviceType === 'multiDevice' ? row.deviceType : null,
    backedUp: row.backedUp,
  };
}

/** The person's own passkeys, oldest first (the order they were added). */
export async function listPasskeys({ db, actor }: AuditedCall): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskey);
}

/** Renames one of the person's passkeys; another person's (or an unknown) id is a 404. */
export async function renamePasskey({ db, actor }: AuditedCall, id: string, name: string): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
    .returning();
  if (!row) throw new AppError('not_found', 'second-factors.auth.no_factor_to_remove');
  return toPasskey(row);
}

const STAFF: readonly string[] = ROLES_NEEDING_SECOND_FACTOR;

/**
 * Removes one of the person's passkeys (audited, with a notice). D27: staff keep at least one
 * second factor, so their last passkey goes only while an authenticator app is confirmed (409).
 * The person's passkeys are locked first, so two removals at once are counted one after the other.
 */
export async function removePasskey(call: MailingCall, id: string): Promise<void> {
  const { db, actor } = call;
  await db.transaction(async (tx) => {
    await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, actor.id)).for('update');
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
      .returning();
    if (!row) throw new AppError('not_found', 'second-factors.auth.no_factor_to_remove');
    if (STAFF.includes(actor.role)) {
      const left = await factorsOf(tx, actor.id);
      if (!left.totp && left.passkeys === 0)
        throw new AppError('conflict', 'second-factors.auth.last_factor_required');
    }
    await writeAudit(tx, call.request, {
      action: 'auth.passkey.removed',
      entity: 'user',
      entityId: actor.id,
      before: { passkeyId: row.id, name: row.name },
    });
    await sendSecurityNotice(tx, call.mail, actor.id, 'factor_removed', {
      factor: 'passkey',
      name: row.name,
    });
  });
}
