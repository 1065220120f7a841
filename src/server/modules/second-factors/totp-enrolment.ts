import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AppError } from '../../../shared/domain/errors';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { totpSecretBox } from '../../core/second-factors';
import { sendSecurityNotice } from '../../core/security-notices';
import type { Db } from '../../db/client';
import { totpFactors } from '../../db/schema';
import { newTotpSecret, totpUri } from '../../lib/totp';
import { replaceRecoveryCodes } from './recovery-codes';
import { spendTotpCode } from './totp-check';

/** An unconfirmed secret is good for this long: time to scan the code and type the first one. */
const ENROLMENT_MINUTES = 15;

/**
 * Starts adding an authenticator app: a new secret (sealed at rest), the `otpauth://` address and
 * its QR code as SVG. Any earlier unconfirmed attempt is replaced; a confirmed app must be removed
 * first (409), so one scan never silently replaces the phone that works.
 */
export async function startTotpEnrolment(args: AuditedCall & { sessionSecret: string; issuer: string }) {
  const { db, actor } = args;
  const [existing] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, actor.id), isNotNull(totpFactors.confirmedAt)));
  if (existing) throw new AppError('conflict', 'second-factors.auth.totp_already_enrolled');
  const secret = newTotpSecret();
  const sealed = totpSecretBox(args.sessionSecret).seal(secret);
  const written = await db
    .insert(totpFactors)
    .values({ userId: actor.id, secretSealed: sealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed: sealed, createdAt: new Date(), lastUsedStep: null },
      // Only an unconfirmed attempt is replaced: an app confirmed meanwhile (another tab) stays.
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  if (written.length === 0) throw new AppError('conflict', 'second-factors.auth.totp_already_enrolled');
  const uri = totpUri({ issuer: args.issuer, account: actor.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUri: uri, qrSvg };
}

/**
 * Confirms the app with its first code and returns ten new recovery codes (shown once), with the
 * audit rows and the "factor added" notice in one transaction; `afterConfirm` joins it (the
 * enrolment step of a sign-in completes there). Throws 401 for a wrong code; the caller counts
 * the attempt against the factor throttles first.
 */
export async function confirmTotpEnrolment<T>(
  args: MailingCall & {
    sessionSecret: string;
    code: string;
    afterConfirm: (tx: Db) => Promise<T>;
  },
): Promise<{ recoveryCodes: string[]; completed: T }> {
  const { db, actor } = args;
  const [pending] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, actor.id), isNull(totpFactors.confirmedAt)));
  if (!pending || pending.createdAt.getTime() + ENROLMENT_MINUTES * 60_000 < Date.now()) {
    throw new AppError('conflict', 'second-factors.auth.enrolment_expired');
  }
  if (!(await spendTotpCode(db, args.sessionSecret, actor.id, args.code, { confirmedOnly: false }))) {
    throw new AppError('invalid_credentials', 'second-factors.auth.wrong_code');
  }
  return db.transaction(async (tx) => {
    // Two right codes of neighbouring steps sent at once: only one confirms (and issues codes).
    const confirmed = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date() })
      .where(and(eq(totpFactors.userId, actor.id), isNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId });
    if (confirmed.length === 0) throw new AppError('conflict', 'second-factors.auth.totp_already_enrolled');
    const recoveryCodes = await replaceRecoveryCodes(tx, args.sessionSecret, actor.id);
    await writeAudit(tx, args.request, { action: 'auth.totp.enrolled', entity: 'user', entityId: actor.id });
    await writeAudit(tx, args.request, {
      action: 'auth.recovery_codes.generated',
      entity: 'user',
      entityId: actor.id,
      after: { count: recoveryCodes.length },
    });
    await sendSecurityNotice(tx, args.mail, actor.id, 'factor_added', { factor: 'authenticator' });
    return { recoveryCodes, completed: await args.afterConfirm(tx) };
  });
}
