import { and, eq, isNotNull } from 'drizzle-orm';
import type { FactorStatus } from '../../../shared/contracts/second-factors-account';
import { AppError } from '../../../shared/domain/errors';
import type { Role } from '../../../shared/domain/roles';
import { ROLES_NEEDING_SECOND_FACTOR } from '../../../shared/domain/sign-in';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { factorsOf } from '../../core/second-factors';
import { sendSecurityNotice } from '../../core/security-notices';
import type { Db } from '../../db/client';
import { recoveryCodes, totpFactors, users } from '../../db/schema';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';

/** D27: staff must keep a second factor; clients too when the firm's setting asks it. */
async function isFactorRequired(db: Db, role: Role): Promise<boolean> {
  if ((ROLES_NEEDING_SECOND_FACTOR as readonly Role[]).includes(role)) return true;
  return role === 'client' && (await getFirmSettings(db)).clientsMustUseSecondFactor;
}

/** What the account page shows about the caller's second factors. */
export async function factorStatusOf(db: Db, actor: { id: string; role: Role }): Promise<FactorStatus> {
  const [totp] = await db
    .select({ confirmedAt: totpFactors.confirmedAt })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, actor.id), isNotNull(totpFactors.confirmedAt)));
  const { passkeys } = await factorsOf(db, actor.id);
  return {
    totp: { enrolled: Boolean(totp), confirmedAt: totp?.confirmedAt?.toISOString() ?? null },
    passkeys,
    recoveryCodesLeft: await recoveryCodesLeft(db, actor.id),
    required: await isFactorRequired(db, actor.role),
  };
}

/**
 * Removes the caller's authenticator app. Someone who must keep a factor (D27) and has no passkey
 * is refused (409), so no staff account ends up reachable with a password alone. With no factor
 * left, the recovery codes go too: they stand in for a factor that no longer exists. The person's
 * row is locked first, so two removals at once (the app here, a passkey elsewhere) are judged
 * one after the other rather than each seeing the other factor still there.
 */
export async function removeTotp(args: MailingCall): Promise<void> {
  const { actor } = args;
  await args.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const before = await factorsOf(tx, actor.id);
    if (!before.totp) throw new AppError('not_found', 'second-factors.auth.no_factor_to_remove');
    if (before.passkeys === 0 && (await isFactorRequired(tx, actor.role))) {
      throw new AppError('conflict', 'second-factors.auth.last_factor_required');
    }
    await tx.delete(totpFactors).where(eq(totpFactors.userId, actor.id));
    if (before.passkeys === 0) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
    await writeAudit(tx, args.request, { action: 'auth.totp.removed', entity: 'user', entityId: actor.id });
    await sendSecurityNotice(tx, args.mail, actor.id, 'factor_removed', { factor: 'authenticator' });
  });
}

/**
 * Ten new recovery codes in place of all earlier ones (used or not), shown this once. Only for
 * someone with a factor: a recovery code replaces a factor, it is not one.
 */
export async function regenerateRecoveryCodes(args: AuditedCall & { sessionSecret: string }) {
  const { actor } = args;
  return args.db.transaction(async (tx) => {
    const factors = await factorsOf(tx, actor.id);
    if (!factors.totp && factors.passkeys === 0)
      throw new AppError('conflict', 'second-factors.auth.recovery_codes_need_factor');
    const codes = await replaceRecoveryCodes(tx, args.sessionSecret, actor.id);
    await writeAudit(tx, args.request, {
      action: 'auth.recovery_codes.generated',
      entity: 'user',
      entityId: actor.id,
      after: { count: codes.length },
    });
    return codes;
  });
}
