import { and, eq, sql } from 'drizzle-orm';
import type { LoginResponse } from '../../../shared/contracts/auth';
import { type AuditContext, writeAudit } from '../../core/audit';
import { renderEmail } from '../../core/emails';
import { enqueueEmail } from '../../core/notify';
import { secretLink } from '../../core/secret-links';
import type { SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { consumeAttempt } from '../../lib/rate-limit';
import { generateToken, hashToken } from '../../lib/tokens';
import { issueOneTimeToken } from './one-time-tokens';
import { setPasswordWithToken } from './service';
import { openSignInSession, type RequestInfo } from './sign-in-session';

/** "Forgot your password?" (issue 17): the emailed link is valid for one hour, used once. */
export const RESET_LINK_TTL_MS = 3_600_000;

/**
 * Link requests allowed per window, like sign-in (D104): per address, so nobody floods one
 * person's inbox, and per IP address. Counted whether or not the address is an account's, so a
 * 429 says nothing about it either.
 */
export const RESET_REQUEST_LIMITS = { perAddress: 3, perIp: 20, windowMs: 15 * 60_000 } as const;

/** The page the link opens (web: routes/public/reset-password.tsx); `token=` keeps it maskable (D31). */
export function resetPasswordLink(publicUrl: URL, token: string): string {
  return new URL(`/reset-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}

/**
 * Sends a password link to the address if it belongs to an active account, and answers the same
 * either way. Without an account the same work is done minus the two rows (a token generated and
 * hashed, the email rendered and sealed, an audit row), so the time taken tells nothing either.
 * The link is an ordinary set_password link with a one-hour life: it goes through the one
 * claiming path (setPasswordWithToken), which retires the person's other password links (D31:
 * stored hashed, shown masked in the outbox; an admin never sees it, the email's owner does).
 */
export async function requestPasswordReset(args: {
  db: Db;
  settings: SessionSettings;
  publicUrl: URL;
  email: string;
  request: AuditContext;
}): Promise<void> {
  const { db, settings } = args;
  const address = args.email.trim().toLowerCase();
  await consumeAttempt(
    db,
    [
      {
        key: `reset:address:${hashToken(settings.secret, address)}`,
        limit: RESET_REQUEST_LIMITS.perAddress,
        windowMs: RESET_REQUEST_LIMITS.windowMs,
      },
      {
        key: `reset:ip:${args.request.ip ?? 'unknown'}`,
        limit: RESET_REQUEST_LIMITS.perIp,
        windowMs: RESET_REQUEST_LIMITS.windowMs,
      },
    ],
    'auth.too_many_reset_requests',
  );
  // D28: a provisional account shares its owner's address; the owner's own account is the one meant.
  const [user] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, address), eq(users.provisional, false)))
    .limit(1);

  if (user?.status === 'active') {
    await db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, settings.secret, {
        userId: user.id,
        purpose: 'set_password',
        ttlMs: RESET_LINK_TTL_MS,
      });
      await enqueueEmail(tx, settings.mail, user.id, 'password_reset', {
        link: secretLink(resetPasswordLink(args.publicUrl, token)),
      });
      await writeAudit(tx, args.request, {
        action: 'auth.password.reset_requested',
        entity: 'user',
        entityId: user.id,
      });
    });
    return;
  }
  const token = generateToken();
  hashToken(settings.secret, token);
  settings.mail.sealer.seal(
    renderEmail('password_reset', 'en', '', { link: resetPasswordLink(args.publicUrl, token) }).text,
  );
  await writeAudit(db, args.request, {
    action: 'auth.password.reset_requested',
    entity: 'user',
    entityId: user?.id ?? null,
    after: { outcome: user ? `status_${user.status}` : 'unknown_address' },
  });
}

/**
 * Sets the new password from the emailed link and signs the person in: the link proved they
 * read the account's email. Every other session of theirs ends (as any password change does),
 * and whatever session this browser had is replaced (rotation, as at sign-in).
 */
export async function resetPasswordWithLink(args: {
  db: Db;
  settings: SessionSettings;
  token: string;
  password: string;
  previousToken: string | null;
  request: RequestInfo;
}): Promise<{ response: LoginResponse; token: string; expiresAt: Date }> {
  const { db, settings, request } = args;
  const { userId } = await setPasswordWithToken({
    db,
    settings,
    token: args.token,
    password: args.password,
    currentSessionId: null,
    request,
    reset: true,
  });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  // D27: a reset link proves the mailbox, not the second factor: the second step still follows.
  return openSignInSession({
    db,
    settings,
    user: user!,
    request,
    previousToken: args.previousToken,
    portal: 'password_reset',
  });
}
