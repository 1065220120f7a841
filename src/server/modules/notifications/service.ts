import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification, NotificationList } from '../../../shared/contracts/notifications';
import type { Actor } from '../../core/actor';
import { publishEvent } from '../../core/bus';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { offsetOf } from '../../lib/typed-routes';

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    caseId: row.caseId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function unreadCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The reader's own notifications, newest first (id breaks ties so pages never overlap). */
export async function listMyNotifications(
  db: Db,
  actor: Actor,
  query: { page: number; limit: number },
): Promise<NotificationList> {
  const mine = eq(notifications.userId, actor.id);
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCountOf(db, actor.id),
  ]);
  return {
    notifications: rows.map(toNotification),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
    unreadCount,
  };
}

/**
 * Marks one of the reader's notifications read; reading it again keeps the first time. Someone
 * else's id is not found (scoped in the query). Read state is the reader's own view of their
 * inbox, not a business record, so it is not audited; other open tabs are told to refresh.
 */
export async function markNotificationRead(db: Db, actor: Actor, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, actor.id));
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(notifications.readAt)))
      .returning();
    if (updated) {
      await publishEvent(tx, {
        type: 'list-changed',
        list: 'notifications',
        audience: { userIds: [actor.id] },
      });
      return toNotification(updated);
    }
    const [existing] = await tx.select().from(notifications).where(mine);
    if (!existing) throw notFound('notifications.not_found.notification');
    return toNotification(existing);
  });
}

export async function markAllNotificationsRead(db: Db, actor: Actor) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) {
      await publishEvent(tx, {
        type: 'list-changed',
        list: 'notifications',
        audience: { userIds: [actor.id] },
      });
    }
    return { marked: marked.length, unreadCount: await unreadCountOf(tx, actor.id) };
  });
}
