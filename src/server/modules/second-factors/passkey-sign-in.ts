import { eq } from 'drizzle-orm';
import type { AssertionRequest } from '../../../shared/contracts/passkeys';
import { AppError } from '../../../shared/domain/errors';
import { writeAudit } from '../../core/audit';
import type { SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { consumeAttempt, refundAttempt } from '../../lib/rate-limit';
import { openSignInSession, type RequestInfo } from '../auth';
import { checkPasskeyAssertion } from './passkey-authentication';
import type { RelyingParty } from './passkey-challenges';

/**
 * Failed passkey sign-ins allowed per address, counted in the same bucket as failed passwords
 * (auth/service.ts LOGIN_LIMITS: 20 per 15 minutes), so switching methods gains no guesses.
 */
const PER_IP = { limit: 20, windowMs: 15 * 60_000 } as const;

/**
 * Signs a person in with a passkey alone (no name typed: the passkey is discoverable and says
 * whose it is). D27: a passkey with user verification is something you have and something you
 * know or are, so the session is complete at once, for staff too. Attempts count against the
 * same per-address limit as passwords; a right answer gives its attempt back.
 */
export async function signInWithPasskey(args: {
  db: Db;
  settings: SessionSettings;
  rp: RelyingParty;
  input: AssertionRequest;
  request: RequestInfo;
  previousToken: string | null;
}) {
  const { db, request } = args;
  const ipKey = `login:ip:${request.ip ?? 'unknown'}`;
  await consumeAttempt(db, [{ key: ipKey, ...PER_IP }], 'common.auth.too_many_sign_ins');
  const userId = await checkPasskeyAssertion(db, args.rp, { purpose: 'sign_in', userId: null }, args.input);
  const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)) : [];
  if (!user) {
    await writeAudit(db, request, {
      action: 'auth.login.failed',
      entity: 'user',
      entityId: null,
      after: { portal: 'passkey', reason: 'passkey_refused' },
    });
    throw new AppError('invalid_credentials', 'second-factors.auth.passkey_failed');
  }
  if (user.status !== 'active') {
    await writeAudit(db, request, {
      action: 'auth.login.failed',
      entity: 'user',
      entityId: user.id,
      after: { portal: 'passkey', reason: `status_${user.status}` },
    });
    throw new AppError('account_disabled', 'common.auth.account_disabled');
  }
  const opened = await openSignInSession({
    db,
    settings: args.settings,
    user,
    stage: 'complete',
    request,
    previousToken: args.previousToken,
    portal: 'passkey',
  });
  await refundAttempt(db, ipKey);
  return opened;
}
