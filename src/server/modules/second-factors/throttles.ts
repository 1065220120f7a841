import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { clearAttempts, refundAttempt, type Throttle } from '../../lib/rate-limit';

/**
 * Wrong second-factor answers allowed per window (D27, like sign-in's D104): per account, so a
 * stolen password cannot be followed by a million guesses at six digits, and per IP address.
 * Counted before the check, in one statement, so parallel guesses cannot outrun the limit.
 */
export const FACTOR_LIMITS = { windowMs: 15 * 60_000, perAccount: 5, perIp: 20 } as const;

export function factorThrottles(actor: Pick<Actor, 'id'>, ip: string | null): Throttle[] {
  return [
    { key: `factor:account:${actor.id}`, limit: FACTOR_LIMITS.perAccount, windowMs: FACTOR_LIMITS.windowMs },
    { key: `factor:ip:${ip ?? 'unknown'}`, limit: FACTOR_LIMITS.perIp, windowMs: FACTOR_LIMITS.windowMs },
  ];
}

/**
 * A right answer: the account's failures are forgotten and the address gets its attempt back, so
 * only wrong answers count (an office of people signing in from one address is not an attack).
 */
export async function forgetRightAnswer(db: Db, throttles: Throttle[]) {
  const [account, ip] = throttles;
  await clearAttempts(db, account!.key);
  await refundAttempt(db, ip!.key);
}
