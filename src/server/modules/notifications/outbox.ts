import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  outboxListQuerySchema,
  outboxListSchema,
  outboxRetryResponseSchema,
} from '../../../shared/contracts/notifications-outbox';
import { AppError } from '../../../shared/domain/errors';
import type { AdminCall } from '../../core/admin-call';
import { callOf, writeAudit } from '../../core/audit';
import { withNote } from '../../core/messages';
import { notFound } from '../../core/scope';
import { LINK_MASK, maskTokensIn } from '../../core/secret-links';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import { containsPattern, offsetOf, type TypedApp } from '../../lib/typed-routes';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['notifications'];

type OutboxRow = typeof outboxEmails.$inferSelect;

export const toOutboxEmail = (r: OutboxRow) => ({
  id: r.id,
  toEmail: r.toEmail,
  language: r.language,
  template: r.template,
  subject: r.subject,
  // Stored masked already (D31); masking again on the way out costs nothing and covers any row
  // written before sealing existed.
  textBody: maskTokensIn(r.textBody),
  status: r.status,
  attempts: r.attempts,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  lastError: r.lastError,
});

/** Newest first (created_at desc, id desc), optionally one status and part of the recipient's address. */
export async function listOutbox(db: Db, query: z.output<typeof outboxListQuerySchema>) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(outboxEmails.status, query.status));
  // Served by outbox_emails_to_email_trgm_idx (migration 0018), on exactly this expression.
  if (query.q)
    filters.push(sql`lower(${outboxEmails.toEmail}) like ${containsPattern(query.q.toLowerCase())}`);
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(outboxEmails).where(where),
  ]);
  return {
    emails: rows.map(toOutboxEmail),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * A failed email goes back to the outbox worker as if new: pending, due now, with a fresh count of
 * attempts (so it gets the whole backoff schedule again, not one last try). The last error is
 * cleared so the list does not show a stale reason beside "pending"; the audit entry keeps it.
 * Only a failed email: a pending one is already queued and a sent one would arrive twice.
 */
export async function retryFailedEmail(call: AdminCall & { id: string }) {
  const email = await call.db.transaction(async (tx) => {
    const [current] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, call.id)).for('update');
    if (!current) throw notFound('notifications.not_found.email');
    if (current.status !== 'failed') {
      throw new AppError(
        'conflict',
        current.status === 'sent'
          ? 'notifications.outbox.already_sent'
          : 'notifications.outbox.already_queued',
      );
    }
    // Masked at the upgrade (migration 0021) with nothing sealed: sending it again would deliver
    // a link that cannot work.
    if (current.textBody.includes(LINK_MASK) && !current.sealedBody) {
      throw new AppError('link_withdrawn', 'notifications.outbox.link_withdrawn');
    }
    const [updated] = await tx
      .update(outboxEmails)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
      .where(eq(outboxEmails.id, current.id))
      .returning();
    // No address or body in the trail: the email row keeps them; the trail says what was done.
    await writeAudit(tx, call.request, {
      action: 'email.retried',
      entity: 'email',
      entityId: current.id,
      before: { status: current.status, attempts: current.attempts, lastError: current.lastError },
      after: { status: 'pending', attempts: 0, template: current.template },
    });
    return updated!;
  });
  return { message: 'notifications.notes.email_retried' as const, email: toOutboxEmail(email) };
}

/** Without SMTP the outbox is where emails wait; admins read it to see what would be sent (issue 3 §9). */
export function registerOutboxRoutes(app: TypedApp) {
  const { db } = app.deps;
  app.get(
    '/api/admin/outbox',
    route(tags, ['admin'], 'Emails in the outbox, newest first (paginated; by status, by recipient)', {
      querystring: outboxListQuerySchema,
      response: { 200: outboxListSchema },
    }),
    async (request) => listOutbox(db, request.query),
  );
  app.post(
    '/api/admin/outbox/:id/retry',
    route(tags, ['admin'], 'Send a failed email again: it waits for the outbox worker once more', {
      params: idParamsSchema,
      response: { 200: outboxRetryResponseSchema },
    }),
    async (request) =>
      withNote(request, await retryFailedEmail({ ...callOf(db, request), id: request.params.id })),
  );
}
