import { setTimeout as sleep } from 'node:timers/promises';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../src/server/lib/totp';

/**
 * A test's authenticator app: the secrets of the people it enrolled, and for each the last time
 * step it used. The server refuses a code whose step is not after the last one used (replay),
 * and accepts one step of drift, so a test that signs the same person in twice within 30 seconds
 * uses the next step's code, as a person would wait for the app's next code.
 */
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();

/**
 * Forgets the steps used. Each API test file has a database of its own, whose server has seen
 * none of them; the worker keeps this module between files (vitest.config.ts, isolate: false),
 * so tests/support/per-file-setup.ts calls this before each file. Without it a file signing in
 * the demo admin would wait for a step another file spent on another database.
 */
export function forgetUsedSteps() {
  lastStep.clear();
}

export function rememberSecret(username: string, secret: string) {
  secrets.set(username.toLowerCase(), secret);
}

export const secretOf = (username: string) => secrets.get(username.toLowerCase());

/**
 * The oldest step a code may be of and still be accepted when the server checks it a few seconds
 * later: the previous step only early in the current one (the server accepts one step of drift,
 * and its clock must not cross into the next step before it checks), else the current step.
 */
export function earliestSafeStep(nowMs = Date.now()): number {
  const now = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  const secondsIntoStep = (nowMs / 1000) % TOTP_PERIOD_SECONDS;
  return secondsIntoStep < 15 ? now - 1 : now;
}

/**
 * A code for `secret` that the server has not seen yet for `account` (waits for the next step if
 * all are spent). The server remembers steps per account, so accounts sharing a secret (the demo
 * staff) are counted apart.
 */
export async function unusedCode(secret: string, account: string = secret): Promise<string> {
  const key = `${account}\u0000${secret}`;
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const step = Math.max(earliestSafeStep(), (lastStep.get(key) ?? Number.NEGATIVE_INFINITY) + 1);
    if (step <= now + 1) {
      lastStep.set(key, step);
      return totpCode(secret, step * TOTP_PERIOD_SECONDS);
    }
    await sleep(1000);
  }
}
