import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../../src/server/lib/totp';
import { DEMO_TOTP_SECRET } from '../../../src/server/seed/demo-second-factor';
import { earliestSafeStep } from '../../support/totp-codes';
import { sharedBaseURL } from './shared-server';

/**
 * The demo staff's authenticator app (D27), as the journeys use it. The server refuses a code
 * whose 30-second step is not after the last one the account used, and accepts one step of
 * drift; so each account's last step is kept in a file beside its shared server (the journey
 * files of one worker run one after another, each in its own process) and the next sign-in uses the next step,
 * waiting for the app's next code only when the usable steps are spent (totp-codes.ts). A journey with its
 * own server (its own database) passes that server's address: its ledger is its own.
 */
const ledger = (baseURL: string) => join(tmpdir(), `recourse-e2e-totp-${new URL(baseURL).port}.json`);

export async function demoStaffCode(username: string, baseURL = sharedBaseURL()): Promise<string> {
  for (;;) {
    const used: Record<string, number> = existsSync(ledger(baseURL))
      ? JSON.parse(readFileSync(ledger(baseURL), 'utf8'))
      : {};
    const now = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const step = Math.max(earliestSafeStep(), (used[username] ?? Number.NEGATIVE_INFINITY) + 1);
    if (step <= now + 1) {
      writeFileSync(ledger(baseURL), JSON.stringify({ ...used, [username]: step }));
      return totpCode(DEMO_TOTP_SECRET, step * TOTP_PERIOD_SECONDS);
    }
    await sleep(1000);
  }
}
