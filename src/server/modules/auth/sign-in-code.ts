import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { LoginResponse } from '../../../shared/contracts/auth';
import { SIGN_IN_CODE_LENGTH } from '../../../shared/contracts/sign-in-code';
import { AppError } from '../../../shared/domain/errors';
import { type AuditContext, writeAudit } from '../../core/audit';
import { renderEmail } from '../../core/emails';
import { enqueueEmail } from '../../core/notify';
import { secretCode } from '../../core/secret-links';
import type { SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { signInCodes, users } from '../../db/schema';
import { clearAttempts, consumeAttempt, refundAttempt, type Throttle } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { openSignInSession, type RequestInfo } from './sign-in-session';

/** Issue 18 item 4: a code lives 10 minutes and dies after 5 tries (right or wrong). */
export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/**
 * Codes sent per window: per address, so nobody floods one person's inbox, and per IP address.
 * Counted whatever the address is, so a 429 says nothing about it either.
 */
export const CODE_REQUEST_LIMITS = { perAddress: 3, perIp: 20, windowMs: 15 * 60_000 } as const;
/**
 * Code checks per window. Each code allows 5 tries and only 3 codes are sent per window, so per
 * address this bounds the guesses at 15 in a million; per IP it bounds spraying many addresses.
 */
export const CODE_CHECK_LIMITS = { perAddress: 15, perIp: 30, windowMs: 15 * 60_000 } as const;

const WRONG_CODE = 'auth.sign_in_code_wrong';
/** Matches no user: lets an unknown address take the same steps as a known one. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const normalised = (email: string) => email.trim().toLowerCase();
const codeHashOf = (secret: string, userId: string, code: string) => hashToken(secret, `${userId}:${code}`);

function throttles(
  kind: 'request' | 'check',
  secret: string,
  address: string,
  ip: string | null,
): Throttle[] {
  const limits = kind === 'request' ? CODE_REQUEST_LIMITS : CODE_CHECK_LIMITS;
  return [
    {
      key: `signin-code:${kind}:address:${hashToken(secret, address)}`,
      limit: limits.perAddress,
      windowMs: limits.windowMs,
    },
    { key: `signin-code:${kind}:ip:${ip ?? 'unknown'}`, limit: limits.perIp, windowMs: limits.windowMs },
  ];
}

/**
 * The account an emailed code may open: an active client's own (not provisional, D28) account.
 * Staff sign in with a password and a second factor (D27), never by email alone.
 */
async function accountFor(db: Db, address: string) {
  const [found] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address), eq(users.provisional, false)))
    .limit(1);
  const refusal = !found
    ? 'unknown_address'
    : found.role !== 'client'
      ? 'staff'
      : found.status !== 'active'
        ? `status_${found.status}`
        : null;
  // `userId` names whom a refusal concerns in the audit trail; `user` is set only when a code may open it.
  return { user: refusal ? undefined : found, userId: found?.id ?? null, refusal };
}

/**
 * Emails a fresh code if the address is an active client's, and answers the same either way.
 * Without such an account the same work is done minus the rows (a code drawn and hashed, the
 * email rendered and sealed, an audit row), so the time taken tells nothing either. A new code
 * retires the person's earlier ones: only the latest email works.
 */
export async function requestSignInCode(args: {
  db: Db;
  settings: SessionSettings;
  email: string;
  request: AuditContext;
}): Promise<void> {
  const { db, settings, request } = args;
  const address = normalised(args.email);
  await consumeAttempt(
    db,
    throttles('request', settings.secret, address, request.ip),
    'auth.too_many_sign_in_codes',
  );
  const found = await accountFor(db, address);
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const { user } = found;
  if (!user) {
    codeHashOf(settings.secret, NOBODY, code);
    settings.mail.sealer.seal(renderEmail('sign_in_code', 'en', '', { code }).text);
    await writeAudit(db, request, {
      action: 'auth.sign_in_code.failed',
      entity: 'user',
      entityId: found.userId,
      after: { step: 'request', reason: found.refusal },
    });
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(signInCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(signInCodes.userId, user.id), isNull(signInCodes.usedAt)));
    await tx.insert(signInCodes).values({
      userId: user.id,
      codeHash: codeHashOf(settings.secret, user.id, code),
      expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS),
    });
    // D31: the outbox shows admins "••••••"; only the recipient's delivered email carries the code.
    await enqueueEmail(tx, settings.mail, user.id, 'sign_in_code', { code: secretCode(code) });
    await writeAudit(tx, request, { action: 'auth.sign_in_code.sent', entity: 'user', entityId: user.id });
  });
}

/**
 * Counts one try at the person's live code and, if it is the right one, claims it, in ONE
 * statement: the row lock makes parallel tries queue, so `attempts` never passes the limit and
 * two right answers cannot both win. A code that is used, expired or out of tries matches no row.
 */
async function tryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(signInCodes)
    .set({
      attempts: sql`${signInCodes.attempts} + 1`,
      usedAt: sql`case when ${signInCodes.codeHash} = ${codeHash} then now() else null end`,
    })
    .where(
      and(
        eq(signInCodes.userId, userId),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, sql`now()`),
        lt(signInCodes.attempts, SIGN_IN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ usedAt: signInCodes.usedAt });
  return rows.some((row) => row.usedAt !== null);
}

/**
 * Signs a client in with the emailed code. Wrong, unknown, used and expired all answer the same
 * 401. The code proves the mailbox only: anyone with a second factor still takes that step (D27).
 */
export async function verifySignInCode(args: {
  db: Db;
  settings: SessionSettings;
  email: string;
  code: string;
  request: RequestInfo;
  previousToken: string | null;
}): Promise<{ response: LoginResponse; token: string; expiresAt: Date }> {
  const { db, settings, request } = args;
  const address = normalised(args.email);
  const limits = throttles('check', settings.secret, address, request.ip);
  await consumeAttempt(db, limits, 'common.auth.too_many_codes');
  const { user, userId: concerned, refusal } = await accountFor(db, address);
  const userId = user?.id ?? NOBODY;
  const isRight = await tryCode(db, userId, codeHashOf(settings.secret, userId, args.code));
  if (!user || !isRight) {
    await writeAudit(db, request, {
      action: 'auth.sign_in_code.failed',
      entity: 'user',
      entityId: concerned,
      after: { step: 'verify', reason: refusal ?? 'wrong_or_expired' },
    });
    throw new AppError('invalid_credentials', WRONG_CODE);
  }
  const opened = await openSignInSession({
    db,
    settings,
    user,
    request,
    previousToken: args.previousToken,
    portal: 'email_code',
  });
  // Only wrong codes count: a client who got in is not an attack on their address or network.
  await clearAttempts(db, limits[0]!.key);
  await refundAttempt(db, limits[1]!.key);
  return opened;
}
