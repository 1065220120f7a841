import { outboxEmails } from '../../../src/server/db/schema';
import { adminOnly, type MatrixRow } from '../matrix-helpers';

/** Routes of the admin "system" tab (modules/admin/outbox.ts): admins only. */
export const adminSystemMatrix: MatrixRow[] = [
  {
    route: 'POST /api/admin/outbox/:id/retry',
    // A fresh failed email per request: a retried one is pending, and a second retry is a 409.
    request: async (ctx) => {
      const [email] = await ctx.db
        .insert(outboxEmails)
        .values({
          toEmail: 'matrix-retry@example.test',
          language: 'en',
          template: 'invitation',
          subject: 'Matrix',
          textBody: 'Matrix',
          status: 'failed',
          attempts: 12,
          lastError: 'connect ECONNREFUSED',
        })
        .returning({ id: outboxEmails.id });
      return { method: 'POST', url: `/api/admin/outbox/${email!.id}/retry` };
    },
    expect: adminOnly(200),
  },
];
