import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { caseRef, userRef } from './refs';

/** One thread per case between the client and the case team (assigned lawyer, desk manager). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    caseId: caseRef('restrict').notNull(),
    senderId: userRef('sender_id', 'set null'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_case_created_idx').on(t.caseId, t.createdAt, t.id),
    index('messages_sender_idx').on(t.senderId),
  ],
);

/** Read state per reader per thread: everything up to lastReadAt counts as read. */
export const messageReads = pgTable(
  'message_reads',
  {
    caseId: caseRef('cascade').notNull(),
    userId: userRef('user_id', 'cascade').notNull(),
    lastReadAt: instant('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] })],
);
