import { expect } from 'vitest';
import type { outboxEmails } from '../../src/server/db/schema';
import { secretBox } from '../../src/server/lib/secret-box';
import type { TestApp } from './test-app';

type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * The text the outbox worker would send for a row: the sealed body opened with the app's secret,
 * exactly as the worker does (D31: the readable text_body has token links masked). For tests that
 * follow an emailed link without running SMTP; outbox-worker.test.ts covers the real delivery.
 */
export function deliveredTextOf(sessionSecret: string, row: OutboxRow): string {
  return row.sealedBody ? secretBox(sessionSecret, 'outbox-email').open(row.sealedBody) : row.textBody;
}

/**
 * Follows an invitation as its person would (D11): the stored text shows the link masked, as
 * admins read it (D31); the delivered text holds the real link on the app's public address, and
 * that link sets `password`.
 */
export async function acceptInvitation(t: TestApp, email: OutboxRow, password: string) {
  expect(email.textBody).toMatch(/\/set-password\?token=••••••&as=/);
  const delivered = deliveredTextOf(t.config.sessionSecret, email);
  const link = /(\S+)\/set-password\?token=([A-Za-z0-9_-]+)/.exec(delivered);
  expect(link?.[1]).toBe(t.config.publicUrl.origin);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { token: link![2], password },
  });
  expect(set.statusCode).toBe(204);
}
