import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Message, messageListQuerySchema } from '../../../shared/contracts/messages';
import type { Actor } from '../../core/actor';
import { type MailingCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { caseParticipantIds, caseStaffIds, findCaseInScope } from '../../core/case-team';
import { portalLink } from '../../core/emails';
import { notify } from '../../core/notify';
import type { Db } from '../../db/client';
import { messageReads, messages, users } from '../../db/schema';
import { offsetOf } from '../../lib/typed-routes';

async function loadMessages(db: Db, actor: Actor, where: ReturnType<typeof and>, limit: number, offset = 0) {
  const rows = await db
    .select({
      m: messages,
      sender: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ m, sender }): Message => ({
      id: m.id,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      sender: sender?.id ? sender : null,
      mine: m.senderId === actor.id,
    }),
  );
}

/** Messages from others newer than the caller's read mark (all of them when never read). */
async function unreadCount(db: Db, actor: Actor, caseId: string): Promise<number> {
  const lastRead = db
    .select({ at: messageReads.lastReadAt })
    .from(messageReads)
    .where(and(eq(messageReads.caseId, caseId), eq(messageReads.userId, actor.id)));
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.caseId, caseId),
        or(isNull(messages.senderId), ne(messages.senderId, actor.id)),
        gt(messages.createdAt, sql`coalesce((${lastRead}), '-infinity'::timestamptz)`),
      ),
    );
  return row?.n ?? 0;
}

/** The case's thread, newest first (page 1 = latest), with the caller's unread count. */
export async function listMessages(args: {
  db: Db;
  actor: Actor;
  caseId: string;
  query: z.output<typeof messageListQuerySchema>;
}) {
  const { db, actor, query } = args;
  const theCase = await findCaseInScope(db, actor, args.caseId);
  const where = eq(messages.caseId, theCase.id);
  const [list, [total], unread] = await Promise.all([
    loadMessages(db, actor, and(where), query.limit, offsetOf(query)),
    db.select({ n: count() }).from(messages).where(where),
    unreadCount(db, actor, theCase.id),
  ]);
  return { messages: list, total: total?.n ?? 0, page: query.page, limit: query.limit, unreadCount: unread };
}

/**
 * A message in the case thread. The other side is told: a client's message reaches the case's
 * lawyer and desk managers in the app; a staff message reaches the client in the app and by email.
 */
export async function sendMessage(
  args: MailingCall & {
    caseId: string;
    body: string;
  },
): Promise<Message> {
  const { actor } = args;
  return args.db.transaction(async (tx) => {
    const theCase = await findCaseInScope(tx, actor, args.caseId);
    const [row] = await tx
      .insert(messages)
      .values({ caseId: theCase.id, senderId: actor.id, body: args.body })
      .returning({ id: messages.id });
    await writeAudit(tx, args.request, {
      action: 'message.sent',
      entity: 'message',
      entityId: row!.id,
      after: { caseId: theCase.id, length: args.body.length },
    });
    // Issue 5: the case's recent activity lists messages too; the timeline keeps who wrote, not the text.
    await addCaseEvent(tx, {
      caseId: theCase.id,
      actorId: actor.id,
      kind: 'message_sent',
      data: { messageId: row!.id, fromClient: actor.role === 'client' },
    });
    const params = { reference: theCase.reference, senderName: `${actor.firstName} ${actor.lastName}` };
    // One notice a reader, in the app and by email, linking to that reader's own portal page.
    const tell = (userId: string, page: string) =>
      notify(tx, {
        userId,
        kind: 'message_received',
        params,
        caseId: theCase.id,
        email: {
          mail: args.mail,
          template: 'message_received',
          params: { reference: theCase.reference, link: portalLink(args.mail, page) },
        },
      });
    if (actor.role === 'client') {
      // Issue 5: the other side hears of it by email too; the text stays in the portal.
      for (const userId of await caseStaffIds(tx, theCase))
        await tell(userId, userId === theCase.lawyerId ? '/lawyer-dashboard' : '/manager-dashboard');
    } else {
      await tell(theCase.clientId, '/client-dashboard');
    }
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'messages',
      caseId: theCase.id,
      audience: { userIds: await caseParticipantIds(tx, theCase) },
    });
    const [message] = await loadMessages(tx, actor, and(eq(messages.id, row!.id)), 1);
    return message!;
  });
}

/**
 * Marks the thread read for the caller up to its newest message. The mark only moves forward,
 * and is taken from the messages' own timestamps so database and server clocks never disagree.
 */
export async function markThreadRead(args: { db: Db; actor: Actor; caseId: string }) {
  const { db, actor } = args;
  const theCase = await findCaseInScope(db, actor, args.caseId);
  const newest = sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.caseId} = ${theCase.id}), now())`;
  const [mark] = await db
    .insert(messageReads)
    .values({ caseId: theCase.id, userId: actor.id, lastReadAt: newest })
    .onConflictDoUpdate({
      target: [messageReads.caseId, messageReads.userId],
      set: { lastReadAt: sql`greatest(${messageReads.lastReadAt}, excluded.last_read_at)` },
    })
    .returning({ lastReadAt: messageReads.lastReadAt });
  return {
    unreadCount: await unreadCount(db, actor, theCase.id),
    lastReadAt: mark!.lastReadAt.toISOString(),
  };
}
