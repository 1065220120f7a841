import { sql } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';

/** The PostgreSQL channel that carries live events between server instances (LISTEN/NOTIFY). */
export const EVENTS_CHANNEL = 'recourse_events';

/**
 * A live event for signed-in screens (GET /api/events). `audience` says who receives it: users by
 * id, everyone with a role, or a desk's staff. Events carry no personal data, only what changed,
 * so a screen refetches through the normal, access-checked endpoints.
 */
export type LiveEvent = {
  type: 'notification' | 'list-changed';
  /** For list-changed: which list, e.g. 'cases', 'leads', 'withdrawals', 'users', 'messages'. */
  list?: string;
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
 * Publishes inside the caller's transaction: PostgreSQL delivers NOTIFY only at commit, so a
 * rolled-back change announces nothing.
 */
export async function publishEvent(db: Db, event: LiveEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
