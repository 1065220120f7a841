import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { auditLog, outboxEmails } from '../../db/schema';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const retry = (id: string, cookie?: string | null) =>
  kit.call({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, cookie });
const outbox = (query: string) => kit.call({ method: 'GET', url: `/api/admin/outbox?${query}` });

/** An email as the outbox worker leaves it (notifications/outbox-worker.ts). */
async function email(
  status: 'pending' | 'sent' | 'failed',
  toEmail = `someone-${Math.random().toString(36).slice(2)}@example.test`,
) {
  const [row] = await t.db
    .insert(outboxEmails)
    .values({
      toEmail,
      language: 'en',
      template: 'invitation',
      subject: 'Your Recourse account is ready',
      textBody: 'Hello',
      status,
      attempts: status === 'failed' ? 12 : status === 'sent' ? 1 : 0,
      lastError: status === 'failed' ? '550 mailbox unavailable' : null,
      sentAt: status === 'sent' ? new Date() : null,
      // The worker pushed the next attempt far away when it gave up.
      nextAttemptAt: new Date(Date.now() + 6 * 3_600_000),
    })
    .returning();
  return row!;
}

describe('POST /api/admin/outbox/:id/retry', () => {
  it('puts a failed email back in the queue, due now, with a fresh count of attempts, and audits it', async () => {
    const failed = await email('failed');
    const before = Date.now();
    const response = await retry(failed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Email queued to be sent again',
      email: { id: failed.id, status: 'pending', attempts: 0, lastError: null, sentAt: null },
    });
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, failed.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    // Due at once: the worker's claim takes rows whose next attempt is not in the future.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, failed.id));
    expect(entry).toMatchObject({
      action: 'email.retried',
      entity: 'email',
      actorId: kit.admin.id,
      before: { status: 'failed', attempts: 12, lastError: '550 mailbox unavailable' },
      after: { status: 'pending', attempts: 0, template: 'invitation' },
    });
    const listed = await kit.call({ method: 'GET', url: '/api/admin/audit?action=email.retried' });
    expect(listed.json().entries[0]).toMatchObject({
      entityId: failed.id,
      actorName: `${kit.admin.firstName} ${kit.admin.lastName}`,
    });
  });

  it('refuses an email that is not failed (409, saying why) and an unknown one (404); nothing changes', async () => {
    const sent = await email('sent');
    const pending = await email('pending');
    const again = await retry(sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'conflict',
      message: 'This email has already been sent. Only a failed email can be sent again.',
    });
    const queued = await retry(pending.id);
    expect(queued.statusCode).toBe(409);
    expect(queued.json().error.message).toBe(
      'This email is already waiting to be sent. Only a failed email can be sent again.',
    );
    expect((await retry(UNKNOWN)).statusCode).toBe(404);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, sent.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, sent.id))).toEqual([]);
  });

  it('retries once: a second retry of the same email is refused', async () => {
    const failed = await email('failed');
    expect((await retry(failed.id)).statusCode).toBe(200);
    expect((await retry(failed.id)).statusCode).toBe(409);
  });

  it('answers 400 naming the id when it is not one', async () => {
    const response = await retry('not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ id: 'Not a valid id' });
  });

  it('is for admins only', async () => {
    const failed = await email('failed');
    const { cookie } = await loginAs(t, 'manager');
    expect((await retry(failed.id, cookie)).statusCode).toBe(403);
    expect((await retry(failed.id, null)).statusCode).toBe(401);
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, failed.id));
    expect(row!.status).toBe('failed');
  });
});

describe('GET /api/admin/outbox?q=', () => {
  it('finds emails by part of the recipient address, any case, with the status filter', async () => {
    await email('failed', 'Ada.Lovelace@Example.test');
    await email('sent', 'ada.lovelace@example.test');
    await email('failed', 'grace_hopper@example.test');
    const found = (await outbox('q=LOVELACE')).json();
    expect(found.total).toBe(2);
    expect(found.emails.map((e: { toEmail: string }) => e.toEmail.toLowerCase())).toEqual([
      'ada.lovelace@example.test',
      'ada.lovelace@example.test',
    ]);
    expect((await outbox('q=lovelace&status=failed')).json()).toMatchObject({
      total: 1,
      emails: [{ toEmail: 'Ada.Lovelace@Example.test', status: 'failed', attempts: 12 }],
    });
    // "_" is a character, not LIKE's wildcard.
    expect((await outbox('q=grace_h')).json().total).toBe(1);
    expect((await outbox('q=grace%25h')).json().total).toBe(0);
    expect((await outbox(`q=${'x'.repeat(101)}`)).json().error.fields).toEqual({
      q: 'Search with at most 100 characters',
    });
  });
});
