import { count, eq } from 'drizzle-orm';
import { AppError, type Message } from '../../../shared/domain/errors';
import { type AdminCall, publishListChanged } from '../../core/admin-call';
import { writeAudit } from '../../core/audit';
import { sendSecurityNotice } from '../../core/security-notices';
import { deleteUserSessions } from '../../core/sessions';
import type { Db } from '../../db/client';
import { authChallenges, passkeys, recoveryCodes, totpFactors } from '../../db/schema';
import { adminUserById } from './users-list';
import { assertNotErased, lockUser } from './users-service';

/** What the person had, for the audit row: counts only, never a secret or a key. */
async function factorsHeld(db: Db, userId: string) {
  const [[totp], [keys], [codes]] = await Promise.all([
    db.select({ n: count() }).from(totpFactors).where(eq(totpFactors.userId, userId)),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db.select({ n: count() }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  ]);
  return {
    totp: Number(totp?.n ?? 0) > 0,
    passkeys: Number(keys?.n ?? 0),
    recoveryCodes: Number(codes?.n ?? 0),
  };
}

/**
 * Issue 18 item 8: someone lost their phone and their recovery codes. An admin removes their
 * authenticator app, passkeys and recovery codes and ends every session of theirs, so whoever holds
 * the lost device or a stolen session is out; staff (and clients, if the firm requires it) enrol
 * again at their next sign-in (stageAfterPassword). Never one's own factors: an admin who could
 * would make a stolen admin password enough to take over their account; another admin must do it.
 */
export async function resetFactorsAsAdmin(call: AdminCall & { id: string; reason: string }) {
  if (call.id === call.actor.id) throw new AppError('forbidden', 'people.auth.cannot_reset_own_factors');
  await call.db.transaction(async (tx) => {
    // Locked: a factor added while the reset runs would otherwise survive it.
    const user = await lockUser(tx, call.id);
    assertNotErased(user);
    const before = await factorsHeld(tx, user.id);
    if (!before.totp && before.passkeys === 0 && before.recoveryCodes === 0) {
      throw new AppError('conflict', 'people.users.no_factors_to_reset');
    }
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    // A passkey ceremony begun before the reset must not finish after it.
    await tx.delete(authChallenges).where(eq(authChallenges.userId, user.id));
    await deleteUserSessions(tx, user.id);
    await writeAudit(tx, call.request, {
      action: 'user.factors.reset',
      entity: 'user',
      entityId: user.id,
      before,
      after: { totp: false, passkeys: 0, recoveryCodes: 0, reason: call.reason },
    });
    await sendSecurityNotice(tx, call.mail, user.id, 'factors_reset', {});
    await publishListChanged(tx, 'users');
  });
  const user = await adminUserById(call.db, call.id);
  const name = `${user.firstName} ${user.lastName}`;
  return { message: { key: 'people.notes.user_factors_reset', params: { name } } satisfies Message, user };
}
