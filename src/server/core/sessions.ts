import { and, eq, ne, sql } from 'drizzle-orm';
import { PARTIAL_SESSION_MINUTES, type SessionStage } from '../../shared/domain/sign-in';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { generateToken, hashToken } from '../lib/tokens';
import type { Actor } from './actor';
import { announceSessionChange, revokeLiveAccess } from './bus';
import type { Mail } from './emails';
import { noteSignInBrowser } from './known-browsers';
import type { SessionCache } from './session-cache';

/** `mail`: a sign-in from a new browser tells the person by email (known-browsers.ts). */
export type SessionSettings = { secret: string; idleMs: number; absoluteMs: number; mail: Mail };

/** lastSeenAt is written at most once a minute, so reading a page does not cost a write each time. */
export const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(
  db: Db,
  settings: SessionSettings,
  input: { userId: string; ip: string | null; userAgent: string | null; stage?: SessionStage },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = generateToken();
  const stage = input.stage ?? 'complete';
  // A partial session (D27) is only for taking the next sign-in step; it ends soon after.
  const lifetimeMs = stage === 'complete' ? settings.absoluteMs : PARTIAL_SESSION_MINUTES * 60_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(settings.secret, token),
      userId: input.userId,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      stage,
      verifiedAt: new Date(),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The lookup behind every signed-in request (a prepared statement: docs/performance.md). */
const sessionLookup = preparedQuery('session_lookup', (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      username: users.username,
      language: users.language,
      deskId: users.deskId,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      mustChangePassword: users.mustChangePassword,
      stage: sessions.stage,
      verifiedAt: sessions.verifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(name),
);

/**
 * The actor behind a cookie token, or null. Expired sessions (absolute or idle) and sessions of
 * users who are no longer active are deleted on sight (D8: the server decides on every request).
 * With a cache (D24, D122), a session read in the last few seconds is answered from memory: see
 * session-cache.ts for what drops it.
 */
export async function resolveSession(
  db: Db,
  settings: SessionSettings,
  token: string,
  cache?: SessionCache,
): Promise<Actor | null> {
  const tokenHash = hashToken(settings.secret, token);
  const cached = cache?.get(tokenHash);
  if (cached) return cached;
  // Taken before the read: a change announced while it runs makes its result uncacheable.
  const ticket = cache?.ticket();
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) return null;

  const now = Date.now();
  const isExpired =
    row.expiresAt.getTime() <= now ||
    row.lastSeenAt.getTime() + settings.idleMs <= now ||
    row.status !== 'active';
  if (isExpired) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
    await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, row.id));
    lastSeenAt = now;
  }
  const { expiresAt: _e, lastSeenAt: _l, status: _s, ...actor } = row;
  cache?.put(ticket, tokenHash, { actor, expiresAt: row.expiresAt.getTime(), lastSeenAt });
  return actor;
}

/** Signs out one session; its open live-event streams end on every instance at commit. */
export async function deleteSessionByToken(db: Db, settings: SessionSettings, token: string): Promise<void> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(settings.secret, token)))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (ended) await revokeLiveAccess(db, { userId: ended.userId, sessionId: ended.id });
}

/**
 * Ends every session of a user, except optionally the one making the request, and (at commit)
 * their open live-event streams on every instance. Call it before the change's other events.
 */
export async function deleteUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await revokeLiveAccess(db, { userId, exceptSessionId });
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

type SessionRow = typeof sessions.$inferSelect;

/** A session as the account page and the admin's person detail list it (no token, no hash). */
export function toSessionView(s: SessionRow) {
  return {
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
  };
}

/**
 * D27: the person proved a second factor (or enrolled one) on a partial session. The partial
 * session ends and a complete one takes its place under a new token, so a token seen before the
 * second step is worth nothing after it.
 */
export async function completeSignIn(
  db: Db,
  settings: SessionSettings,
  actor: Actor,
  /** `browserId`: the browser's id cookie (known-browsers.ts), for the new-browser notice. */
  request: { ip: string | null; userAgent: string | null; browserId?: string | null },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  await db.delete(sessions).where(eq(sessions.id, actor.sessionId));
  // The partial token may sit in session caches: it ends there too, on every instance.
  await revokeLiveAccess(db, { userId: actor.id, sessionId: actor.sessionId });
  await noteSignInBrowser(db, settings, { userId: actor.id, ...request });
  return createSession(db, settings, { userId: actor.id, ip: request.ip, userAgent: request.userAgent });
}

/**
 * A password or factor was just checked again on this session (step-up, D27). Session caches
 * drop the old check time, so the step-up counts on every instance from the next request.
 */
export async function markVerified(db: Db, actor: Pick<Actor, 'id' | 'sessionId'>): Promise<void> {
  await db.update(sessions).set({ verifiedAt: new Date() }).where(eq(sessions.id, actor.sessionId));
  await announceSessionChange(db, actor.id);
}
