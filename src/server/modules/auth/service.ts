import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, MeResponse } from '../../../shared/contracts/auth';
import type { AuditAction } from '../../../shared/domain/audit';
import { AppError } from '../../../shared/domain/errors';
import type { Language } from '../../../shared/domain/languages';
import type { Actor } from '../../core/actor';
import { type AuditContext, type AuditedCall, writeAudit } from '../../core/audit';
import { announceSessionChange } from '../../core/bus';
import { sendSecurityNotice } from '../../core/security-notices';
import { deleteSessionByToken, deleteUserSessions, type SessionSettings } from '../../core/sessions';
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
import { PASSWORD_TOKEN_PURPOSES, retireOneTimeTokens, usableToken } from './one-time-tokens';
import { assertAcceptablePassword, burnVerifyTime, hashPassword, verifyPassword } from './password';
import { openSignInSession, type RequestInfo } from './sign-in-session';

/** Failed logins allowed per window before 429 (OWASP Authentication Cheat Sheet). */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perIp: 20,
} as const;

const INVALID_CREDENTIALS = 'auth.invalid_credentials';

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
      // The browser too: a refused attempt shows in the person's own sign-in history (issue 18).
      after: { username: loginName, portal, userAgent: request.userAgent?.slice(0, 512) ?? null, ...after },
    });

  // Counted before the password is checked, so a burst of parallel guesses cannot outrun the
  // limit; once it is reached even the right password is refused until the window ends.
  const limit = await countAttempt(db, [
    { key: accountKey, limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs },
    { key: ipKey, limit: LOGIN_LIMITS.perIp, windowMs: LOGIN_LIMITS.windowMs },
  ]);
  if (limit.limited) {
    await audit('auth.login.failed', null, { reason: 'rate_limited' });
    throw tooManyAttempts(limit.retryAfterSeconds, 'common.auth.too_many_sign_ins');
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
    throw new AppError('account_disabled', 'common.auth.account_disabled');
  }

  // D27: the password is one step; staff, and anyone who set up a factor, take a second one.
  const opened = await openSignInSession({
    db,
    settings,
    user,
    request,
    previousToken: args.previousToken,
    portal,
  });
  // Only failures count against the account and the address: an office signing in is not an attack.
  await clearAttempts(db, accountKey);
  await refundAttempt(db, ipKey);

  return opened;
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
  const { id, role, firstName, lastName, email, username, language, hasPassword, mustChangePassword, stage } =
    actor;
  return {
    user: {
      id,
      role,
      firstName,
      lastName,
      email,
      username,
      language,
      hasPassword,
      mustChangePassword,
      stage,
    },
  };
}

export async function updateLanguage(args: AuditedCall & { language: Language }) {
  await args.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ language: args.language, updatedAt: sql`now()` })
      .where(eq(users.id, args.actor.id));
    await announceSessionChange(tx, args.actor.id); // cached sessions carry the language
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

const INVALID_LINK = 'auth.invalid_link';

/**
 * Link checks allowed per IP address per window. Tokens are too long to guess; this bounds the
 * password hashing a stranger can make the server do, and any guessing at all.
 */
export const LINK_CHECK_LIMIT = { perIp: 10, windowMs: 15 * 60_000 } as const;

/**
 * Sets a password from a one-time set-password, invitation or reset link (D11, D16). The token
 * is claimed with a conditional UPDATE, so two tabs using one link cannot both succeed. A reset
 * (`reset`, password-reset.ts) also needs an active account, since it signs the person in.
 */
export async function setPasswordWithToken(args: {
  db: Db;
  settings: SessionSettings;
  token: string;
  password: string;
  currentSessionId: string | null;
  request: AuditContext;
  reset?: boolean;
}): Promise<{ userId: string }> {
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
    'common.auth.too_many_attempts',
  );
  const tokenHash = hashToken(settings.secret, args.token);
  const [found] = await db
    .select({
      userId: oneTimeTokens.userId,
      username: users.username,
      email: users.email,
      status: users.status,
      purpose: oneTimeTokens.purpose,
      hadPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(usableToken(tokenHash, PASSWORD_TOKEN_PURPOSES));
  const refused = !found || found.status === 'banned' || (args.reset && found.status !== 'active');
  if (!found || refused) throw new AppError('invalid_token', INVALID_LINK);
  assertAcceptablePassword(args.password, found);
  const passwordHash = await hashPassword(args.password);

  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.tokenHash, tokenHash), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) throw new AppError('invalid_token', INVALID_LINK);
    // Any other outstanding password link for this person is now pointless: retire it (their
    // email confirmation links, D28, stay valid).
    await retireOneTimeTokens(tx, found.userId, PASSWORD_TOKEN_PURPOSES);
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
        action: args.reset ? 'auth.password.reset' : 'auth.password.set',
        entity: 'user',
        entityId: found.userId,
      },
    );
    // A first password (invitation, registration) replaces nothing; a replaced one is worth a notice.
    if (found.hadPassword)
      await sendSecurityNotice(tx, settings.mail, found.userId, 'password_changed', { ip: args.request.ip });
  });
  // A link that worked was no guess: only failed checks use up the address's allowance.
  await refundAttempt(db, ipKey);
  return { userId: found.userId };
}

/**
 * D16: a client who registered through the assessment is signed in but has no password. The
 * portal's dialog sets the first one from that session. Once a password exists this is refused,
 * and changing it needs the current one (changePassword). The set-password links still
 * outstanding are retired, and other sessions end.
 */
export async function setInitialPassword(args: AuditedCall & { password: string }): Promise<void> {
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
      throw new AppError('conflict', 'auth.password_exists');
    }
    await retireOneTimeTokens(tx, actor.id, PASSWORD_TOKEN_PURPOSES);
    await deleteUserSessions(tx, actor.id, actor.sessionId);
    await writeAudit(tx, args.request, { action: 'auth.password.set', entity: 'user', entityId: actor.id });
  });
}

/** Keeping the temporary password an admin chose would leave the admin knowing it (D31). */
function assertNewPasswordDiffers(current: string, next: string) {
  if (current !== next) return;
  const message = 'auth.password_unchanged';
  throw new AppError('validation_failed', message, { newPassword: message });
}

/** A signed-in person changes their password; every other session of theirs ends. */
export async function changePassword(
  args: AuditedCall & {
    settings: SessionSettings;
    currentPassword: string;
    newPassword: string;
  },
): Promise<void> {
  const { db, actor } = args;
  const accountKey = `login:account:${hashToken(args.settings.secret, actor.username.toLowerCase())}`;
  // The same counter as sign-in: guessing the current password here is guessing a sign-in.
  await consumeAttempt(
    db,
    [{ key: accountKey, limit: LOGIN_LIMITS.perAccount, windowMs: LOGIN_LIMITS.windowMs }],
    'common.auth.too_many_failed_attempts',
  );
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row?.passwordHash) {
    throw new AppError('validation_failed', 'auth.no_password_yet');
  }
  if (!(await verifyPassword(row.passwordHash, args.currentPassword))) {
    const message = 'auth.current_password_wrong';
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
    await sendSecurityNotice(tx, args.settings.mail, actor.id, 'password_changed', { ip: args.request.ip });
  });
}
