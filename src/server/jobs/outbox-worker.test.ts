import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmReported } from '../../../tests/support/recoveries';
import { bodyOf, freePort, startSmtp } from '../../../tests/support/smtp';
import { appPerFile, loginAs } from '../../../tests/support/test-app';
import { enqueueEmail } from '../core/notify';
import { secretLink } from '../core/secret-links';
import { outboxEmails } from '../db/schema';
import { createCase, createUser } from '../seed/factories';
import {
  createOutboxWorker,
  MAX_ATTEMPTS,
  type OutboxWorker,
  RETRY_MAX_MS,
  retryDelayMs,
  startOutboxWorker,
} from './outbox-worker';

const t = appPerFile({ PUBLIC_URL: 'https://portal.firm.test' });
const workers: OutboxWorker[] = [];
const worker = (port: number) => {
  const w = createOutboxWorker({
    db: t.db,
    secret: t.config.sessionSecret,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Recourse <no-reply@firm.test>',
  });
  workers.push(w);
  return w;
};
// Each test sees only its own emails (this file's database is its own).
beforeEach(async () => {
  await t.db.delete(outboxEmails);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

/** A fresh user with one email waiting in the outbox; returns the user and the row id. */
async function queued(language: 'en' | 'de' = 'en') {
  const user = await createUser(t.db, { language, firstName: language === 'de' ? 'Jürgen' : 'Anna' });
  await enqueueEmail(t.db, t.app.deps.mail, user.id, 'invitation', {
    link: secretLink('https://portal.firm.test/set-password?token=x-token'),
  });
  const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
  return { user, id: row!.id };
}
const rowOf = async (id: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe('outbox worker', () => {
  it('delivers a due email through SMTP and marks it sent', async () => {
    const smtp = await startSmtp();
    const { user, id } = await queued('de');
    const now = new Date(Date.now() + 1000);

    const result = await worker(smtp.port).runOnce(now);

    expect(result).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    const mail = smtp.delivered.find((d) => d.to.includes(user.email))!;
    expect(mail.from).toBe('no-reply@firm.test');
    expect(mail.raw).toContain(`Message-ID: <${id}@outbox.recourse>`);
    const text = bodyOf(mail.raw);
    expect(text).toContain('Guten Tag Jürgen,');
    expect(text).toContain('https://portal.firm.test/set-password?token=x-token');
    expect(text).toContain(
      'Wir werden Sie niemals auffordern, etwas zu bezahlen, um Ihre Gelder zu erhalten.',
    );
    // Sent: the sealed body with the real link is gone from the outbox (D31).
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: now,
      sealedBody: null,
    });
    await smtp.close();
  });

  it('keeps an email while SMTP is down and delivers it with backoff once SMTP is back', async () => {
    const port = await freePort();
    const { user, id } = await queued();
    const w = worker(port);
    const t0 = new Date(Date.now() + 1000);

    expect(await w.runOnce(t0)).toMatchObject({ sent: 0, retrying: 1 });
    const afterFailure = await rowOf(id);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(afterFailure.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(afterFailure.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried, even with SMTP back.
    const smtp = await startSmtp(port);
    expect(await w.runOnce(new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.delivered).toHaveLength(0);

    const later = new Date(t0.getTime() + retryDelayMs(1));
    expect(await w.runOnce(later)).toMatchObject({ sent: 1 });
    expect(smtp.delivered.map((d) => d.to)).toEqual([[user.email]]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    await smtp.close();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and marks the email failed`, async () => {
    const port = await freePort();
    const { id } = await queued();
    const w = worker(port);
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await w.runOnce(now);
      expect(result).toEqual(
        attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
      now = (await rowOf(id)).nextAttemptAt;
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await w.runOnce(new Date(now.getTime() + 365 * 86_400_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('gives up sooner when told to (OUTBOX_MAX_ATTEMPTS): failed after the first refusal with one attempt', async () => {
    const port = await freePort();
    const { id } = await queued();
    const w = createOutboxWorker({
      db: t.db,
      secret: t.config.sessionSecret,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x <x@y.z>',
      maxAttempts: 1,
    });
    workers.push(w);

    expect(await w.runOnce(new Date(Date.now() + 1000))).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('never sends one email twice when two instances run at once', async () => {
    const smtp = await startSmtp();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await queued()).id);
    const now = new Date(Date.now() + 1000);

    const [a, b] = await Promise.all([worker(smtp.port).runOnce(now), worker(smtp.port).runOnce(now)]);

    expect(a.sent + b.sent).toBeGreaterThanOrEqual(6);
    const ours = smtp.delivered.filter((d) => ids.some((id) => d.raw.includes(`<${id}@outbox.recourse>`)));
    expect(ours).toHaveLength(6);
    const rows = await t.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    await smtp.close();
  });

  it('does not run without SMTP_URL: emails stay pending for admins to read', async () => {
    const { id } = await queued();
    const log = { info: () => undefined } as unknown as Parameters<typeof startOutboxWorker>[2];
    const stop = startOutboxWorker(
      t.db,
      { smtpUrl: undefined, mailFrom: 'x <x@y.z>', outboxPollMs: 100, sessionSecret: t.config.sessionSecret },
      log,
    );
    await stop();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('waits 1, 2, 4 … minutes between attempts, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(40)).toBe(RETRY_MAX_MS);
  });
});

describe('a recovery, end to end', () => {
  it('reaches the client by email in their language, with the amounts formatted for it', async () => {
    const smtp = await startSmtp();
    const lawyer = await loginAs(t, 'lawyer');
    const client = await createUser(t.db, { language: 'de', firstName: 'Jürgen' });
    const theCase = await createCase(t.db, {
      clientId: client.id,
      lawyerId: lawyer.user.id,
      currency: 'EUR',
    });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries`,
      payload: { amount: 1234.5, receivedAt: '2026-02-01', source: 'chargeback', reference: 'CB-7' },
      headers: { cookie: lawyer.cookie, 'idempotency-key': `outbox-e2e-${theCase.id}` },
    });
    expect(recorded.statusCode).toBe(201);
    // D26: the "funds received" email goes out when a second person confirms the report.
    await confirmReported(t, theCase.id, recorded.json().id);

    await worker(smtp.port).runOnce(new Date(Date.now() + 1000));

    const mail = smtp.delivered.find((d) => d.to.includes(client.email))!;
    const text = bodyOf(mail.raw);
    // 1.234,50 € received; 20% fee 246,90 €; client's share 987,60 € (German number format).
    expect(text).toContain(`Für Ihren Fall ${theCase.reference} sind 1.234,50\u00a0€ bei uns eingegangen.`);
    expect(text).toContain('Unser Erfolgshonorar von 246,90\u00a0€ wurde abgezogen; 987,60\u00a0€ wurden');
    expect(text).toContain('https://portal.firm.test/client-dashboard');
    await smtp.close();
  });
});
