import type { outboxEmails } from '../../src/server/db/schema';
import { secretBox } from '../../src/server/lib/secret-box';

type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * The text the outbox worker would send for a row: the sealed body opened with the app's secret,
 * exactly as the worker does (D31: the readable text_body has token links masked). For tests that
 * follow an emailed link without running SMTP; outbox-worker.test.ts covers the real delivery.
 */
export function deliveredTextOf(sessionSecret: string, row: OutboxRow): string {
  return row.sealedBody ? secretBox(sessionSecret, 'outbox-email').open(row.sealedBody) : row.textBody;
}
