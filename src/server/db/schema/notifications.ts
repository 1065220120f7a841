import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { languageEnum, outboxStatusEnum } from './enums';
import { userRef } from './refs';

/**
 * In-app notifications. Stored as a kind plus parameters, not as text, so the screen renders
 * them in the reader's current language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    /** Where the notification leads, e.g. a case id; the screen builds the link. */
    caseId: uuid('case_id'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Emails, rendered in the recipient's language and written in the same transaction as the
 * change that caused them; a worker delivers them when SMTP_URL is set. Nothing is lost when
 * SMTP is down: a row stays pending, retried with backoff.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    userId: userRef('user_id', 'set null'),
    toEmail: text('to_email').notNull(),
    language: languageEnum('language').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    /** What admins read: any link carrying a token is masked here (D31, enqueueEmail). */
    textBody: text('text_body').notNull(),
    /**
     * The body with its real links, sealed with lib/secret-box ('outbox-email'); null when the
     * email carries no secret link. Opened only by the outbox worker, and cleared once sent.
     */
    sealedBody: text('sealed_body'),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_emails_created_idx').on(t.createdAt),
    // The admin's outbox search by recipient (contains, any case) without scanning every email.
    index('outbox_emails_to_email_trgm_idx').using('gin', sql`lower(${t.toEmail}) gin_trgm_ops`),
  ],
);
