import type { LoginResponse } from '../../../shared/contracts/auth';
import { AppError } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import { completeSignIn, type SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { consumeAttempt } from '../../lib/rate-limit';
import { signInResponse } from '../auth';
import { factorThrottles, forgetRightAnswer } from './throttles';

/** `browserId`: the browser's id cookie (core/known-browsers.ts), for the new-browser notice. */
export type StepRequest = AuditContext & { userAgent: string | null; browserId?: string | null };

/**
 * The second step of signing in (D27), whatever the factor: counts the attempt against the
 * account's and the address's limits first, runs `check`, and on success replaces the partial
 * session with a complete one (new token). A wrong answer is audited and answers 401.
 * `afterSuccess` runs in the transaction that completes the sign-in (its audit rows, notices).
 */
export async function completeSecondStep(args: {
  db: Db;
  settings: SessionSettings;
  actor: Actor;
  request: StepRequest;
  factor: 'totp' | 'recovery_code' | 'passkey';
  check: () => Promise<boolean>;
  /** What a wrong answer says; a passkey has no code to get wrong. */
  refusal?: 'second-factors.auth.wrong_code' | 'second-factors.auth.passkey_failed';
  /** Written in the transaction that completes the sign-in (a recovery code's audit and notice). */
  afterSuccess?: (tx: Db) => Promise<void>;
}): Promise<{ response: LoginResponse; token: string; expiresAt: Date }> {
  const { db, actor, request } = args;
  // Only a session waiting for its second step takes one: a complete session must not use this
  // as a free code oracle, nor trade its token for a new one here.
  if (actor.stage !== 'second_factor')
    throw new AppError('conflict', 'second-factors.auth.no_second_step_pending');
  const throttles = factorThrottles(actor, request.ip);
  await consumeAttempt(db, throttles, 'common.auth.too_many_codes');
  const audit = { ...request, actorId: actor.id, actorRole: actor.role };
  // The account page's sign-in history names the browser of each attempt (issue 18 item 7).
  const userAgent = request.userAgent?.slice(0, 512) ?? null;
  if (!(await args.check())) {
    await writeAudit(db, audit, {
      action: 'auth.second_factor.failed',
      entity: 'user',
      entityId: actor.id,
      after: { factor: args.factor, userAgent },
    });
    throw new AppError('invalid_credentials', args.refusal ?? 'second-factors.auth.wrong_code');
  }
  const session = await db.transaction(async (tx) => {
    const created = await completeSignIn(tx, args.settings, actor, request);
    await writeAudit(tx, audit, {
      action: 'auth.second_factor.succeeded',
      entity: 'user',
      entityId: actor.id,
      after: { factor: args.factor, sessionId: created.sessionId, userAgent },
    });
    await args.afterSuccess?.(tx);
    return created;
  });
  await forgetRightAnswer(db, throttles);
  return { token: session.token, expiresAt: session.expiresAt, response: signInResponse(actor, 'complete') };
}
