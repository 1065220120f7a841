import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, MeResponse } from '../../../shared/contracts/auth';
import type { AuditAction } from '../../../shared/domain/audit';
import { AppError } from '../../../shared/domain/errors';
import type { Language } from '../../../shared/domain/languages';
import { CHANGE_PASSWORD_PAGE, DASHBOARD_BY_ROLE } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { checkLimit, clearHits, recordHit } from '../../lib/rate-limit';
import { hashToken } from '../../lib/tokens';
import { type AuditContext, writeAudit } from '../audit/service';
import { assertAcceptablePassword, burnVerifyTime, hashPassword, verifyPassword } from './password';
import {
  type Actor,
  createSession,
  deleteSessionByToken,
  deleteUserSessions,
  type SessionSettings,
} from './sessions';

/** Failed logins allowed per window before 429 (OWASP Authentication Cheat Sheet). */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perIp: 20,
} as const;

type RequestInfo = AuditContext & { userAgent: string | null };

const INVALID_CREDENTIALS = 'Invalid username or password';

const findByLogin = (login: string) =>
  or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login));

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

  const [byAccount, byIp] = await Promise.all([
    checkLimit(db, accountKey, LOGIN_LIMITS.perAccount),
    checkLimit(db, ipKey, LOGIN_LIMITS.perIp),
  ]);
  if (byAccount.limited || byIp.limited) {
    const retryAfter = Math.max(byAccount.retryAfterSeconds, byIp.retryAfterSeconds);
    await audit('auth.login.failed', null, { reason: 'rate_limited' });
    throw new AppError(
      'rate_limited',
      `Too many failed sign-in attempts. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }

  const [user] = await db.select().from(users).where(findByLogin(loginName)).limit(1);
  let isPasswordRight = false;
  if (user?.passwordHash) isPasswordRight = await verifyPassword(user.passwordHash, input.password);
  else await burnVerifyTime(input.password); // same time as a real check: no account enumeration

  if (!user || !isPasswordRight || (adminOnly && user.role !== 'admin')) {
    await recordHit(db, accountKey, LOGIN_LIMITS.windowMs);
    await recordHit(db, ipKey, LOGIN_LIMITS.windowMs);
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
  await clearHits(db, accountKey);

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
  const tokenHash = hashToken(settings.secret, args.token);
  const [found] = await db
    .select({
      userId: oneTimeTokens.userId,
      username: users.username,
      email: users.email,
      status: users.status,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
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
    // Any other outstanding link for this person is now pointless: retire it.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.userId, found.userId), isNull(oneTimeTokens.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
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
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.userId, actor.id), isNull(oneTimeTokens.usedAt)));
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
  const limit = await checkLimit(db, accountKey, LOGIN_LIMITS.perAccount);
  if (limit.limited) {
    throw new AppError('rate_limited', 'Too many failed attempts. Please try again later.', undefined, {
      'retry-after': String(limit.retryAfterSeconds),
    });
  }
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
    await recordHit(db, accountKey, LOGIN_LIMITS.windowMs);
    const message = 'Your current password is not correct.';
    throw new AppError('validation_failed', message, { currentPassword: message });
  }
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
