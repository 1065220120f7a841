import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { bodyOf, type Delivered } from '../../support/smtp';
import { sharedMailDir } from './shared-server';

/**
 * The text of the newest email delivered to `to` whose body matches `pattern`, as the person
 * receives it (through the shared server's outbox worker and a real SMTP server, global-setup).
 * Waits for the worker's next round, and until `atLeast` such emails have arrived: a link sent
 * again replaces the first, and on busy cores the first is still the newest for a while.
 */
export async function deliveredTo(
  to: string,
  pattern: RegExp,
  mailDir = sharedMailDir(),
  atLeast = 1,
): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = deliveriesTo(to, pattern, mailDir);
        return found.length >= atLeast;
      },
      { timeout: 15_000, message: `${atLeast} email(s) to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found[0]!;
}

/** The bodies of the emails delivered so far to `to` that match `pattern`, newest first. */
export function deliveriesTo(to: string, pattern: RegExp, mailDir = sharedMailDir()): string[] {
  if (!mailDir) throw new Error('no mailbox: the journeys run against an external server (E2E_BASE_URL)');
  return readdirSync(mailDir)
    .sort()
    .reverse()
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as Delivered)
    .filter((message) => message.to.includes(to))
    .map((message) => bodyOf(message.raw))
    .filter((body) => pattern.test(body));
}
