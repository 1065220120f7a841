import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveList, PublishedEventType } from '../../shared/contracts/live-events';
import type { Role } from '../../shared/domain/roles';
import type { Db } from '../db/client';
import { forgetCachedSessionsHere } from './session-cache-scope';

/** The names publishEvent accepts: the contract's lists, the very objects the web subscribes with. */
export { LIVE_EVENT_TYPES, LIVE_LISTS, PUBLISHED_EVENT_TYPES } from '../../shared/contracts/live-events';

/** The PostgreSQL channel that carries live events between server instances (LISTEN/NOTIFY). */
export const EVENTS_CHANNEL = 'recourse_events';

/**
 * A live event for signed-in screens (GET /api/events). `audience` says who receives it: users by
 * id, everyone with a role, or a desk's staff. Events carry no personal data, only what changed,
 * so a screen refetches through the normal, access-checked endpoints.
 */
export type LiveEvent = {
  type: PublishedEventType;
  /** For list-changed: which list (the names in shared/contracts/live-events.ts). */
  list?: LiveList;
  caseId?: string;
  audience: {
    userIds?: string[];
    roles?: Role[];
    deskIds?: string[];
    /** With deskIds: only these roles of those desks (a case's events are not its desk's other lawyers' business, D21). */
    deskRoles?: Role[];
  };
};

/**
 * "What this person may see changed" (D24): sessions ended, or status, role or desk changed.
 * Every instance ends the matching open streams; never sent to a browser. Without sessionId or
 * exceptSessionId it concerns every stream of the user.
 */
export type AccessRevoked = {
  type: 'access-revoked';
  userId: string;
  /** Only this session ended (a sign-out). */
  sessionId?: string;
  /** Every session but this one (a password change keeps the device that made it). */
  exceptSessionId?: string;
  /** Names this notice, so the instance that sent it knows when it has come back (session-cache.ts). */
  notice?: string;
};

/**
 * "What the server knows of this person's sessions changed" without narrowing their access (a
 * name, language or address, a step-up check): session caches drop their entries (D24, D122);
 * open streams stay.
 */
export type SessionChanged = { type: 'session-changed'; userId: string; notice?: string };

/**
 * "Something the firm-wide figures are read from changed" (D128): sent by the summary tables'
 * triggers at commit (migration 0034_figures_changed), never by the app; figures caches drop all.
 */
export type FiguresChanged = { type: 'figures-changed' };

/** What travels on EVENTS_CHANNEL. */
export type BusMessage = LiveEvent | AccessRevoked | SessionChanged | FiguresChanged;

async function publish(db: Db, message: BusMessage): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(message)})`);
}

/**
 * Publishes inside the caller's transaction: PostgreSQL delivers NOTIFY only at commit, so a
 * rolled-back change announces nothing.
 */
export async function publishEvent(db: Db, event: LiveEvent): Promise<void> {
  await publish(db, event);
}

/**
 * The one call for every change that ends or narrows someone's sessions (sign-out, ban, erasure,
 * deletion, password change, role or desk change): each instance closes that person's matching
 * live-event streams when the transaction commits, and not at all if it rolls back.
 *
 * Call it in the transaction of the change, BEFORE the change's other events: PostgreSQL delivers
 * the notifications of one LISTEN connection in commit order (and those of one transaction in the
 * order sent), and the hub handles each synchronously, so a stream is closed before any event
 * committed after the revocation is fanned out. The person's client reconnects, and the new
 * stream is checked against the new state (a new session, role and desk, or a 401).
 *
 * Session caches (D24, D122) drop every cached session of the person: this instance's at once
 * (the next request, even before the commit is seen, reads the database), the others' at commit.
 */
export async function revokeLiveAccess(
  db: Db,
  target: { userId: string; sessionId?: string; exceptSessionId?: string },
): Promise<void> {
  const notice = randomUUID();
  forgetCachedSessionsHere(target.userId, notice);
  await publish(db, { type: 'access-revoked', ...target, notice });
}

/**
 * For a change to what a session resolves to (name, language, address, a step-up check) that
 * does not narrow access: every instance's session cache drops the person's entries at commit,
 * so the next request reads the new values. Call it in the transaction of the change.
 */
export async function announceSessionChange(db: Db, userId: string): Promise<void> {
  const notice = randomUUID();
  forgetCachedSessionsHere(userId, notice);
  await publish(db, { type: 'session-changed', userId, notice });
}
