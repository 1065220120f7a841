import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError, type MessageKey, type MessageParams } from '../../shared/domain/errors';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

/** At most `limit` attempts per fixed window of `windowMs` for everything sharing `key`. */
export type Throttle = { key: string; limit: number; windowMs: number };
export type LimitState = { limited: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt and returns the new count, in ONE statement. The upsert takes the row's
 * lock, so N parallel attempts receive N distinct counts and at most `limit` of them are within
 * the limit. (A read followed later by a write let all N read the same old count.)
 */
async function countOne(db: Db, { key, windowMs }: Throttle) {
  const windowEnd = sql`now() + ${`${Math.ceil(windowMs / 1000)} seconds`}::interval`;
  const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({
      count: rateLimitBuckets.count,
      // The database's clock, the same one that decides when the window ends.
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitBuckets.resetAt} - now()))::int`,
    });
  // now() is when the transaction began: one that began just before a parallel one opened the
  // window reads a second more than the window holds. Never tell a client more than the window.
  const windowSeconds = Math.ceil(windowMs / 1000);
  return { count: row!.count, secondsLeft: Math.min(windowSeconds, Math.max(1, Number(row!.secondsLeft))) };
}

/**
 * Counts this attempt against every throttle (e.g. per account and per IP) BEFORE the caller
 * does the expensive or secret-revealing check, and says whether any limit is now exceeded.
 * A refused attempt is taken back from every counter: it checked nothing, so the counts stay
 * "checks done" (a locked account does not also use up its shared IP's allowance). The bound
 * holds meanwhile: an attempt is let through only if its own increment stayed within the limit.
 */
export async function countAttempt(db: Db, throttles: Throttle[]): Promise<LimitState> {
  const counted = await Promise.all(throttles.map(async (t) => ({ t, ...(await countOne(db, t)) })));
  const over = counted.filter((c) => c.count > c.t.limit);
  if (over.length === 0) return { limited: false, retryAfterSeconds: 0 };
  await Promise.all(throttles.map((t) => refundAttempt(db, t.key)));
  return { limited: true, retryAfterSeconds: Math.max(...over.map((c) => c.secondsLeft)) };
}

/** The 429 every throttle answers with; `Retry-After` tells a client when to try again. */
export function tooManyAttempts(
  retryAfterSeconds: number,
  message: MessageKey,
  params: MessageParams = {},
): AppError {
  // `wait` is the time until the window ends, in whole minutes, worded per language (D29).
  const wait = { minutes: Math.ceil(retryAfterSeconds / 60) };
  return new AppError('rate_limited', { key: message, params: { wait, ...params } }, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * The one call for any attempt to prove a secret (password, link token, one-time code): counts
 * it, and throws 429 `rate_limited` when over the limit, so the check itself never runs.
 */
export async function consumeAttempt(
  db: Db,
  throttles: Throttle[],
  message: MessageKey,
  params?: MessageParams,
): Promise<void> {
  const state = await countAttempt(db, throttles);
  if (state.limited) throw tooManyAttempts(state.retryAfterSeconds, message, params);
}

/** Forgets every attempt under `key`, e.g. the account's failures once its owner signs in. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** Takes back one attempt that turned out legitimate (a successful sign-in from a shared IP). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`${rateLimitBuckets.count} - 1` })
    .where(
      and(
        eq(rateLimitBuckets.key, key),
        gt(rateLimitBuckets.count, 0),
        gt(rateLimitBuckets.resetAt, sql`now()`),
      ),
    );
}
