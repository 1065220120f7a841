import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { setupBrowser } from './support/browser';
import { startBuiltServer } from './support/global-setup';
import { DEMO, notifications, signInAsStaff } from './support/journeys';
import { staffApi } from './support/portal';

/**
 * The outbox's Retry, end to end: this journey runs its own server, delivering through a real
 * SMTP server in the test (the shared e2e server sends no email at all). The mail server refuses
 * one mailbox, as a real one does for a full or unknown mailbox; with OUTBOX_MAX_ATTEMPTS=1 the
 * first refusal marks the email failed instead of retrying it over a day.
 */
const { newPage } = setupBrowser();
const suffix = Date.now().toString(36);
const address = `bounce.${suffix}@example.test`;

/** A mail server that refuses the mailboxes in `refused` (550) and accepts the rest. */
async function startMailServer() {
  const refused = new Set<string>();
  const delivered: string[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(rcpt, _session, callback) {
      if (!refused.has(rcpt.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, refused, delivered, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let mail: Awaited<ReturnType<typeof startMailServer>>;
let server: Awaited<ReturnType<typeof startBuiltServer>>;
let admin: APIRequestContext;

beforeAll(async () => {
  mail = await startMailServer();
  mail.refused.add(address);
  server = await startBuiltServer({
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    OUTBOX_MAX_ATTEMPTS: '1',
    OUTBOX_POLL_MS: '200',
    // The refusal is logged as a warning; here it is the point, not news.
    LOG_LEVEL: 'error',
  });
  admin = await staffApi('admin', server.baseURL);
});

afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
  await mail?.close();
});

type Email = { id: string; status: string; lastError: string | null };
const emailsTo = async (to: string) => {
  const response = await admin.get(`/api/admin/outbox?q=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: Email[] }).emails;
};

async function openOutbox(page: Page) {
  await signInAsStaff(page, '/admin-login', DEMO.admin);
  await page.waitForURL('**/admin-dashboard');
  await page.goto('/admin-dashboard?tab=system');
  await page.getByRole('tab', { name: 'Email outbox' }).click();
  const outbox = page.getByRole('region', { name: 'Email outbox' });
  await outbox.getByLabel('Recipient').fill(address);
  return outbox.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: address });
}

describe('email outbox: a failed email sent again (Retry)', () => {
  it('lists an email the mail server refused as failed with its error; Retry queues it and it is sent', async () => {
    // Inviting someone without a password writes an invitation email to them.
    const invite = await admin.post('/api/admin/users', {
      data: {
        firstName: 'Bo',
        lastName: 'Unce',
        email: address,
        username: `bounce.${suffix}`,
        role: 'client',
      },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    await expect.poll(async () => (await emailsTo(address))[0]?.status, { timeout: 15_000 }).toBe('failed');

    const page = await newPage({ baseURL: server.baseURL });
    const email = await openOutbox(page);
    await email.getByText('Failed', { exact: true }).waitFor();
    await email.getByText(/^Last error: .*550/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: 'test-results/screenshots/admin-outbox-failed.png' });

    // The mailbox works again (say, the address was corrected at the recipient's end).
    mail.refused.delete(address);
    await email.getByRole('button', { name: `Retry ${address}` }).click();
    await notifications(page).getByText('Email Queued').waitFor();
    await notifications(page).getByText(`The email to ${address} will be sent again.`).waitFor();
    // Queued again: waiting or, once the worker has been by, sent; the stale error is gone.
    await email.getByText(/^(Waiting|Sent)$/).waitFor();
    expect(await email.getByText(/^Last error:/).count()).toBe(0);
    expect(await email.getByRole('button', { name: /^Retry/ }).count()).toBe(0);

    await expect.poll(() => mail.delivered.filter((to) => to === address).length).toBe(1);
    await page.reload();
    await page.getByRole('tab', { name: 'Email outbox' }).click();
    await page.getByRole('region', { name: 'Email outbox' }).getByLabel('Recipient').fill(address);
    await email.getByText('Sent', { exact: true }).waitFor();
  });
});
