import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { outboxListSchema, outboxQuerySchema } from '../../../shared/contracts/admin';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { errorResponses } from '../../lib/route-schemas';
import { offsetOf, type TypedApp, tags } from './common';

/** Newest first (created_at desc, id desc), optionally one status. */
export async function listOutbox(db: Db, query: z.output<typeof outboxQuerySchema>) {
  const where = query.status ? eq(outboxEmails.status, query.status) : undefined;
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
    emails: rows.map((r) => ({
      id: r.id,
      toEmail: r.toEmail,
      language: r.language,
      template: r.template,
      subject: r.subject,
      textBody: r.textBody,
      status: r.status,
      attempts: r.attempts,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      lastError: r.lastError,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** Without SMTP the outbox is where emails wait; admins read it to see what would be sent (issue 3 §9). */
export function registerOutboxRoutes(app: TypedApp) {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'Emails in the outbox, newest first (paginated)',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...errorResponses },
      },
    },
    async (request) => listOutbox(app.deps.db, request.query),
  );
}
