import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedByOperator } from '../../../../tests/support/approvals';
import { bodyOf, startSmtp } from '../../../../tests/support/smtp';
import { appPerFile, loginAs, signIn } from '../../../../tests/support/test-app';
import { enqueueEmail } from '../../core/notify';
import { queryRows } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { oneTimeTokens, outboxEmails } from '../../db/schema';
import { createOutboxWorker } from '../../jobs/outbox-worker';
import { createDesk, createUser } from '../../seed/factories';
import { issueOneTimeToken } from '../auth';

/**
 * D31: the outbox never holds a usable token. Every email with a link that signs someone in or
 * sets a password is triggered through the API, delivered by the real worker to a real SMTP
 * server, and the delivered tokens are then searched for in every column of the outbox and in
 * what GET /api/admin/outbox answers.
 */
const t = appPerFile({ PUBLIC_URL: 'https://portal.firm.test' });
let admin: { cookie: string };
beforeAll(async () => {
  admin = await loginAs(t, 'admin');
});

const TOKEN_IN_LINK = /\/set-password\?token=([A-Za-z0-9_-]+)/;
const allOutboxRowsAsText = async () =>
  (await queryRows<{ row: string }>(t.db, sql`select row_to_json(o)::text as row from outbox_emails o`))
    .map((r) => r.row)
    .join('\n');
const adminOutbox = async () =>
  (await t.app.inject({ url: '/api/admin/outbox?limit=100', headers: { cookie: admin.cookie } })).body;

/** The three ways a token link is emailed today: registration, admin invitation, staff invitation. */
async function triggerEveryLinkEmail() {
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: '10.9.0.1',
    payload: {
      firstName: 'Rita',
      lastName: 'Registered',
      email: 'rita.registered@example.test',
      country: 'NL',
      fraudType: 'cryptocurrency',
      amountLost: '1000',
    },
  });
  expect(registered.statusCode).toBe(201);
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: admin.cookie },
    payload: {
      firstName: 'Ines',
      lastName: 'Invited',
      email: 'ines.invited@example.test',
      username: 'ines.invited',
      role: 'lawyer',
    },
  });
  await approvedByOperator(t, invited); // D37: a staff account waits for a second person
  const desk = await createDesk(t.db, { countries: ['DE'] });
  const lawyer = await loginAs(t, 'lawyer', { deskId: desk.id });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/lawyer/clients',
    headers: { cookie: lawyer.cookie },
    payload: {
      firstName: 'Carl',
      lastName: 'Client',
      email: 'carl.client@example.test',
      country: 'DE',
      fraudType: 'romance',
      amountLost: '500',
    },
  });
  expect(added.statusCode).toBe(201);
  return ['rita.registered@example.test', 'ines.invited@example.test', 'carl.client@example.test'];
}

describe('token links in the outbox (D31)', () => {
  it('are stored and listed masked, delivered usable, and the delivered token is nowhere in the outbox', async () => {
    const recipients = await triggerEveryLinkEmail();
    const pendingRows = await allOutboxRowsAsText();
    const pendingList = await adminOutbox();
    const listed = JSON.parse(pendingList).emails as { toEmail: string; textBody: string }[];
    for (const to of recipients) {
      expect(listed.find((e) => e.toEmail === to)?.textBody).toMatch(/\/set-password\?token=••••••/);
    }

    const smtp = await startSmtp();
    const worker = createOutboxWorker({
      db: t.db,
      secret: t.config.sessionSecret,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Recourse <no-reply@firm.test>',
    });
    await worker.runOnce(new Date(Date.now() + 1000));
    await worker.stop();
    await smtp.close();

    const tokens = recipients.map((to) => {
      const mail = smtp.delivered.find((d) => d.to.includes(to));
      const token = TOKEN_IN_LINK.exec(bodyOf(mail!.raw))?.[1];
      expect(token, `a working link reached ${to}`).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      return token!;
    });
    const everywhere = [pendingRows, pendingList, await allOutboxRowsAsText(), await adminOutbox()];
    for (const token of tokens) for (const text of everywhere) expect(text).not.toContain(token);

    // The delivered links work: each sets a password that then signs in.
    for (const [i, token] of tokens.entries()) {
      const password = `Delivered-Link-Works-${i}!`;
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token, password },
      });
      expect(set.statusCode).toBe(204);
      expect((await signIn(t.app, recipients[i]!, password)).response.statusCode).toBe(200);
    }
  });

  it('treats a plain parameter carrying a token-like link the same way (the safety net)', async () => {
    const user = await createUser(t.db, { password: null });
    const link = 'https://portal.firm.test/confirm-email?code=Sup3rSecretCode_123&x=1';
    await enqueueEmail(t.db, t.app.deps.mail, user.id, 'message_received', { reference: 'R-1', link });
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, user.id));
    expect(row!.textBody).toContain('https://portal.firm.test/confirm-email?code=••••••&x=1');
    expect(JSON.stringify(row)).not.toContain('Sup3rSecretCode_123');
    expect(row!.sealedBody).toMatch(/^sb1\./);
  });
});

/** The data statements of migration 0021, as the migrator runs them. */
function migrationDataStatements() {
  const file = readFileSync(path.join(MIGRATIONS_FOLDER, '0022_tokens_never_readable.sql'), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.startsWith('UPDATE'));
}

describe('migration 0021 on emails written before sealing', () => {
  it('masks stored links, fails the unsent ones (retry refused), retires their tokens, keeps sent links valid', async () => {
    const pendingUser = await createUser(t.db, { password: null });
    const sentUser = await createUser(t.db, { password: null });
    const pendingToken = await issueOneTimeToken(t.db, t.config.sessionSecret, {
      userId: pendingUser.id,
      purpose: 'invitation',
    });
    const sentToken = await issueOneTimeToken(t.db, t.config.sessionSecret, {
      userId: sentUser.id,
      purpose: 'set_password',
    });
    const legacy = (userId: string, token: string, status: 'pending' | 'sent') => ({
      userId,
      toEmail: `${userId}@example.test`,
      language: 'en' as const,
      template: 'invitation',
      subject: 'Your Recourse account is ready',
      textBody: `Set it here:\nhttps://portal.firm.test/set-password?token=${token}&as=client\n\nBye`,
      status,
      sentAt: status === 'sent' ? new Date() : null,
    });
    const [pending] = await t.db
      .insert(outboxEmails)
      .values(legacy(pendingUser.id, pendingToken, 'pending'))
      .returning();
    const [sent] = await t.db
      .insert(outboxEmails)
      .values(legacy(sentUser.id, sentToken, 'sent'))
      .returning();

    for (const statement of migrationDataStatements()) await t.db.execute(sql.raw(statement));

    const rows = await allOutboxRowsAsText();
    expect(rows).not.toContain(pendingToken);
    expect(rows).not.toContain(sentToken);
    const [p] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, pending!.id));
    expect(p).toMatchObject({
      status: 'failed',
      textBody: 'Set it here:\nhttps://portal.firm.test/set-password?token=••••••&as=client\n\nBye',
    });
    expect(p!.lastError).toMatch(/withdrawn for security/);
    const [s] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, sent!.id));
    expect(s!.status).toBe('sent');
    expect(s!.textBody).toContain('/set-password?token=••••••&as=client');

    // A masked email cannot be sent again: it would carry a dead link.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${pending!.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.code).toBe('link_withdrawn');
    // The unsent link is dead (only outbox readers ever saw it); the delivered one still works.
    const usedAt = async (userId: string) =>
      (await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)))[0]!.usedAt;
    expect(await usedAt(pendingUser.id)).not.toBeNull();
    expect(await usedAt(sentUser.id)).toBeNull();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: sentToken, password: 'Still-Works-After-Upgrade-1' },
    });
    expect(set.statusCode).toBe(204);
  });
});
