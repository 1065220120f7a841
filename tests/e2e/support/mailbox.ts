import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { bodyOf, type Delivered } from '../../support/smtp';
import { sharedMailDir } from './shared-server';

/**
 * The text of the newest email delivered to `to` whose body matches `pattern`, as the person
 * receives it (through the shared server's outbox worker and a real SMTP server, global-setup).
 * Waits for the worker's next round.
 */
export async function deliveredTo(to: string, pattern: RegExp, mailDir = sharedMailDir()): Promise<string> {
  if (!mailDir) throw new Error('no mailbox: the journeys run against an external server (E2E_BASE_URL)');
  let text = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(mailDir).sort().reverse();
        for (const file of files) {
          const message = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as Delivered;
          if (!message.to.includes(to)) continue;
          const body = bodyOf(message.raw);
          if (pattern.test(body)) {
            text = body;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an email to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return text;
}
