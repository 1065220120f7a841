import { eq } from 'drizzle-orm';
import type { ReauthenticateRequest, ReauthMethods } from '../../../shared/contracts/second-factors-reauth';
import { AppError } from '../../../shared/domain/errors';
import type { Config } from '../../config';
import { type MailingCall, writeAudit } from '../../core/audit';
import { factorsOf } from '../../core/second-factors';
import { sendSecurityNotice } from '../../core/security-notices';
import { markVerified } from '../../core/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { consumeAttempt } from '../../lib/rate-limit';
import { verifyPassword } from '../auth';
import { verifyPasskeyAssertionFor } from './passkey-authentication';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import { factorThrottles, forgetRightAnswer } from './throttles';
import { spendTotpCode } from './totp-check';

export type ReauthMethod = 'password' | 'totp' | 'recovery_code' | 'passkey';

const methodOf = (proof: ReauthenticateRequest): ReauthMethod =>
  'password' in proof
    ? 'password'
    : 'code' in proof
      ? 'totp'
      : 'passkey' in proof
        ? 'passkey'
        : 'recovery_code';

/** Each method's refusal, in the person's language (D29). */
const REFUSALS = {
  password: 'second-factors.auth.wrong_password',
  totp: 'second-factors.auth.wrong_code',
  recovery_code: 'second-factors.auth.wrong_code',
  passkey: 'second-factors.auth.passkey_failed',
} as const;

/** What the person has set up to confirm it is them (the dialog offers exactly these). */
export async function reauthMethodsOf(db: Db, userId: string): Promise<ReauthMethods> {
  const [[user], factors, codesLeft] = await Promise.all([
    db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)),
    factorsOf(db, userId),
    recoveryCodesLeft(db, userId),
  ]);
  return {
    password: Boolean(user?.passwordHash),
    totp: factors.totp,
    recoveryCode: codesLeft > 0,
    passkey: factors.passkeys > 0,
  };
}

async function passwordIsRight(db: Db, userId: string, password: string): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return user?.passwordHash ? verifyPassword(user.passwordHash, password) : false;
}

/**
 * Step-up (D27): the signed-in person proves again, with their password, an authenticator code,
 * a recovery code or one of their passkeys, that it is them; the session's last check becomes now, so the next ten
 * minutes of money and access changes go through. The attempt is counted against the same
 * per-account and per-address limits as the second step BEFORE the check (a stolen session must
 * not become a password-guessing oracle); a right answer forgets the account's failures.
 */
export async function reauthenticate(
  args: MailingCall & {
    sessionSecret: string;
    config: Pick<Config, 'publicUrl'>;
    proof: ReauthenticateRequest;
  },
): Promise<void> {
  const { db, actor, request, proof } = args;
  const method = methodOf(proof);
  const throttles = factorThrottles(actor, request.ip);
  await consumeAttempt(
    db,
    throttles,
    method === 'password' ? 'common.auth.too_many_failed_attempts' : 'common.auth.too_many_codes',
  );
  const right =
    'password' in proof
      ? await passwordIsRight(db, actor.id, proof.password)
      : 'code' in proof
        ? await spendTotpCode(db, args.sessionSecret, actor.id, proof.code)
        : 'passkey' in proof
          ? await verifyPasskeyAssertionFor(
              db,
              args.config,
              actor.id,
              proof.passkey.challengeId,
              proof.passkey.response,
            )
          : await spendRecoveryCode(db, args.sessionSecret, actor.id, proof.recoveryCode);
  if (!right) {
    await writeAudit(db, request, {
      action: 'auth.reauthentication.failed',
      entity: 'user',
      entityId: actor.id,
      after: { method },
    });
    throw new AppError('invalid_credentials', REFUSALS[method]);
  }
  await db.transaction(async (tx) => {
    await markVerified(tx, actor);
    await writeAudit(tx, request, {
      action: 'auth.reauthenticated',
      entity: 'user',
      entityId: actor.id,
      after: { method },
    });
    if (method === 'recovery_code') {
      // A spent recovery code is worth a notice: if it was not them, their codes are out there.
      const codesLeft = await recoveryCodesLeft(tx, actor.id);
      await writeAudit(tx, request, {
        action: 'auth.recovery_code.used',
        entity: 'user',
        entityId: actor.id,
        after: { codesLeft },
      });
      await sendSecurityNotice(tx, args.mail, actor.id, 'recovery_code_used', { left: codesLeft });
    }
  });
  await forgetRightAnswer(db, throttles);
}
