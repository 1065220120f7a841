import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, MeResponse } from '../../../shared/contracts/auth';
import type { AuditAction } from '../../../shared/domain/audit';
import { AppError } from '../../../shared/domain/errors';
import type { Language } from '../../../shared/domain/languages';
import { CHANGE_PASSWORD_PAGE, DASHBOARD_BY_ROLE } from '../../../shared/domain/roles';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import {
  createSession,
  deleteSessionByToken,
  deleteUserSessions,
  type SessionSettings,
} from '../../core/sessions';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import {
  clearAttempts,
  consumeAttempt,
  countAttempt,
  refundAttempt,
  tooManyAttempts,
} from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { PASSWORD_TOKEN_PURPOSES } from './one-time-tokens';
import { assertAcceptablePassword, burnVerifyTime, hashPassword, verifyPassword } from './password';

/** Failed logins allowed per window before 429 (OWASP Authentication Cheat Sheet). */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perIp: 20,
} as const;

type RequestInfo = AuditContext & { userAgent: string | null };

const INVALID_CREDENTIALS = 'Invalid username or password';

// D28: a provisional account shares its owner's email, so only the owner signs in by email.
const findByLogin = (login: string) =>
  or(
    eq(sql`lower(${users.username})`, login),
    and(eq(sql`lower(${users.email})`, login), eq(users.provisional, false)),
  );

/**
 * Signs a person in. The admin portal (`adminOnly`) answers a non-admin exactly as a wrong
 * password. Any session the browser already had is ended (rotation), so a planted cookie
 * cannot ride along. Every outcome is audited; no password or token is ever written there.
 */
export async function login(args: {
  db: Db;
  settings: SessionSettings;
  input: LoginRequest;
  request: RequestInfo;
  previousToken: string | null;
  adminOnly: boolean;
}): Promise<{ response: LoginResponse; token: string; expiresAt: Date }> {
  const { db, settings, input, request, adminOnly } = args;
  const loginName = input.username.trim().toLowerCase();
  const accountKey = `login:account:${hashToken(settings.secret, loginName)}`;
  const ipKey = `login:ip:${request.ip ?? 'unknown'}`;
  const portal = adminOnly ? 'admin' : 'standard';

  const audit = (action: AuditAction, entityId: string | null, after: Record<string, unknown>) =>
    writeAudit(db, request, {
      action,
      entity: 'user',
      entityId,
      after: { username: loginName, portal, ...after },
    });

  // Counted before the password is checked, so a burst of parallel guesses cannot outrun the
  // limit; once it is reached even the right password is refused until the window ends.
  const limit = await countAttempt(db, [
    { key: accountKey, limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs },
    { key: ipKey, limit: LOGIN_LIMITS.perIp, windowMs: LOGIN_LIMITS.windowMs },
  ]);
  if (limit.limited) {
    await audit('auth.login.failed', null, { reason: 'rate_limited' });
    throw tooManyAttempts(
      limit.retryAfterSeconds,
      (minutes) => `Too many failed sign-in attempts. Please wait ${minutes} minute(s) and try again.`,
    );
  }

  const [user] = await db.select().from(users).where(findByLogin(loginName)).limit(1);
  let isPasswordRight = false;
  if (user?.passwordHash) isPasswordRight = await verifyPassword(user.passwordHash, input.password);
  else await burnVerifyTime(input.password); // same time as a real check: no account enumeration

  if (!user || !isPasswordRight || (adminOnly && user.role !== 'admin')) {
    const reason = !user ? 'unknown_user' : !isPasswordRight ? 'wrong_password' : 'not_admin';
    await audit('auth.login.failed', user?.id ?? null, { reason });
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
  }
  if (user.status !== 'active') {
    await audit('auth.login.failed', user.id, { reason: `status_${user.status}` });
    throw new AppError('account_disabled', 'This account is not active. Please contact the firm for help.');
  }

  const session = await db.transaction(async (tx) => {
    if (args.previousToken) await deleteSessionByToken(tx, settings, args.previousToken);
    const created = await createSession(tx, settings, {
      userId: user.id,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    await tx.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, user.id));
    await writeAudit(
      tx,
      { ...request, actorId: user.id, actorRole: user.role },
      {
        action: 'auth.login.succeeded',
        entity: 'user',
        entityId: user.id,
        after: { portal, sessionId: created.sessionId },
      },
    );
    return created;
  });
  // Only failures count against the account and the address: an office signing in is not an attack.
  await clearAttempts(db, accountKey);
  await refundAttempt(db, ipKey);

  return {
    token: session.token,
    expiresAt: session.expiresAt,
    response: {
      user: {
        id: user.id,
        role: user.role,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      },
      // D31: a password an admin set is changed first; the dashboards would only answer 403.
      redirectTo: user.mustChangePassword ? CHANGE_PASSWORD_PAGE : DASHBOARD_BY_ROLE[user.role],
    },
  };
}

export async function logout(args: {
  db: Db;
  settings: SessionSettings;
  token: string | null;
  actor: Actor | null;
  request: AuditContext;
}) {
  if (!args.token) return;
  await args.db.transaction(async (tx) => {
    await deleteSessionByToken(tx, args.settings, args.token!);
    if (args.actor) {
      await writeAudit(tx, args.request, { action: 'auth.logout', entity: 'user', entityId: args.actor.id });
    }
  });
}

export function describeActor(actor: Actor): MeResponse {
  const { id, role, firstName, lastName, email, username, language, hasPassword, mustChangePassword } = actor;
  return {
    user: { id, role, firstName, lastName, email, username, language, hasPassword, mustChangePassword },
  };
}

export async function updateLanguage(args: {
  db: Db;
  actor: Actor;
  language: Language;
  request: AuditContext;
}) {
  await args.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ language: args.language, updatedAt: sql`now()` })
      .where(eq(users.id, args.actor.id));
    await writeAudit(tx, args.request, {
      action: 'user.language.changed',
      entity: 'user',
      entityId: args.actor.id,
      before: { language: args.actor.language },
      after: { language: args.language },
    });
  });
  return describeActor({ ...args.actor, language: args.language });
}

const INVALID_LINK = 'This link is invalid, already used or expired. Please ask for a new one.';

/** A person's unused password links; their email confirmation links (D28) stay valid. */
const retirablePasswordLinks = (userId: string) =>
  and(
    eq(oneTimeTokens.userId, userId),
    inArray(oneTimeTokens.purpose, PASSWORD_TOKEN_PURPOSES),
    isNull(oneTimeTokens.usedAt),
  );

/**
 * Link checks allowed per IP address per window. Tokens are too long to guess; this bounds the
 * password hashing a stranger can make the server do, and any guessing at all.
 */
export const LINK_CHECK_LIMIT = { perIp: 10, windowMs: 15 * 60_000 } as const;

/**
 * Sets a password from a one-time set-password or invitation link (D11, D16). The token is
 * claimed with a conditional UPDATE, so two tabs using one link cannot both succeed.
 */
export async function setPasswordWithToken(args: {
  db: Db;
  settings: SessionSettings;
  token: string;
  password: string;
  currentSessionId: string | null;
  request: AuditContext;
}): Promise<void> {
  const { db, settings } = args;
  const ipKey = `link:ip:${args.request.ip ?? 'unknown'}`;
  await consumeAttempt(
    db,
    [
      {
        key: ipKey,
        limit: LINK_CHECK_LIMIT.perIp,
        windowMs: LINK_CHECK_LIMIT.windowMs,
      },
    ],
    (minutes) => `Too many attempts. Please wait ${minutes} minute(s) and try again.`,
  );
  const tokenHash = hashToken(settings.secret, args.token);
  const [found] = await db
    .select({
      userId: oneTimeTokens.userId,
      username: users.username,
      email: users.email,
      status: users.status,
      purpose: oneTimeTokens.purpose,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.purpose, PASSWORD_TOKEN_PURPOSES),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
  if (!found || found.status === 'banned') throw new AppError('invalid_token', INVALID_LINK);
  assertAcceptablePassword(args.password, found);
  const passwordHash = await hashPassword(args.password);

  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) throw new AppError('invalid_token', INVALID_LINK);
    // Any other outstanding password link for this person is now pointless: retire it.
    await tx.update(oneTimeTokens).set({ usedAt: sql`now()` }).where(retirablePasswordLinks(found.userId));
    // D28: an invitation link travelled only by email, so using it proves the address. (The
    // registration link did not: the registering browser holds the same token.)
    const confirmed =
      found.purpose === 'invitation'
        ? { emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` }
        : {};
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...confirmed,
      })
      .where(eq(users.id, found.userId));
    await deleteUserSessions(tx, found.userId, args.currentSessionId ?? undefined);
    await writeAudit(
      tx,
      { ...args.request, actorId: args.request.actorId ?? found.userId },
      {
        action: 'auth.password.set',
        entity: 'user',
        entityId: found.userId,
      },
    );
  });
  // A link that worked was no guess: only failed checks use up the address's allowance.
  await refundAttempt(db, ipKey);
}

/**
 * D16: a client who registered through the assessment is signed in but has no password. The
 * portal's dialog sets the first one from that session. Once a password exists this is refused,
 * and changing it needs the current one (changePassword). The set-password links still
 * outstanding are retired, and other sessions end.
 */
export async function setInitialPassword(args: {
  db: Db;
  actor: Actor;
  password: string;
  request: AuditContext;
}): Promise<void> {
  const { db, actor } = args;
  assertAcceptablePassword(args.password, actor);
  const passwordHash = await hashPassword(args.password);
  await db.transaction(async (tx) => {
    // Conditional on there being no password, so two tabs cannot both set one.
    const updated = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, actor.id), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) {
      throw new AppError('conflict', 'You already have a password. To change it, give your current one.');
    }
    await tx.update(oneTimeTokens).set({ usedAt: sql`now()` }).where(retirablePasswordLinks(actor.id));
    await deleteUserSessions(tx, actor.id, actor.sessionId);
    await writeAudit(tx, args.request, { action: 'auth.password.set', entity: 'user', entityId: actor.id });
  });
}

/** Keeping the temporary password an admin chose would leave the admin knowing it (D31). */
function assertNewPasswordDiffers(current: string, next: string) {
  if (current !== next) return;
  const message = 'Choose a new password that is different from your current one.';
  throw new AppError('validation_failed', message, { newPassword: message });
}

/** A signed-in person changes their password; every other session of theirs ends. */
export async function changePassword(args: {
  db: Db;
  settings: SessionSettings;
  actor: Actor;
  currentPassword: string;
  newPassword: string;
  request: AuditContext;
}): Promise<void> {
  const { db, actor } = args;
  const accountKey = `login:account:${hashToken(args.settings.secret, actor.username.toLowerCase())}`;
  // The same counter as sign-in: guessing the current password here is guessing a sign-in.
  await consumeAttempt(
    db,
    [{ key: accountKey, limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs }],
    'Too many failed attempts. Please try again later.',
  );
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row?.passwordHash) {
    throw new AppError(
      'validation_failed',
      'You have no password yet. Use the set-password link we sent you.',
    );
  }
  if (!(await verifyPassword(row.passwordHash, args.currentPassword))) {
    const message = 'Your current password is not correct.';
    throw new AppError('validation_failed', message, { currentPassword: message });
  }
  await clearAttempts(db, accountKey); // proven as a sign-in would, so earlier failures are forgiven
  assertAcceptablePassword(args.newPassword, actor, 'newPassword');
  assertNewPasswordDiffers(args.currentPassword, args.newPassword);
  const passwordHash = await hashPassword(args.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // The person chose it: a temporary password set by an admin (D31) is now replaced.
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await deleteUserSessions(tx, actor.id, actor.sessionId);
    await writeAudit(tx, args.request, {
      action: 'auth.password.changed',
      entity: 'user',
      entityId: actor.id,
    });
  });
}
