import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

export type LimitState = { limited: boolean; retryAfterSeconds: number };

/** Whether `key` has used up `limit` hits in its current window. Counting is done by recordHit. */
export async function checkLimit(db: Db, key: string, limit: number): Promise<LimitState> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, sql`now()`)));
  if (!row || row.count < limit) return { limited: false, retryAfterSeconds: 0 };
  return {
    limited: true,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)),
  };
}

/** Counts one hit in a fixed window of `windowMs`, starting a new window when the old one ended. */
export async function recordHit(db: Db, key: string, windowMs: number): Promise<void> {
  const windowEnd = sql`now() + ${`${Math.ceil(windowMs / 1000)} seconds`}::interval`;
  const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
  await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    });
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

// ── Issue 15 item 6 (uploads): an atomic count-then-decide, kept apart for an easy merge ──

/**
 * Counts one attempt for `key` and returns the new count in ONE statement (insert, or increment
 * the live window, or restart an ended one), so N parallel attempts see N distinct counts and
 * no more than the limit can pass, unlike a read followed by a write. Fixed window of `windowMs`.
 * The caller compares `count` with its limit; `retryAfterSeconds` is when this window ends.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
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
      // Seconds left, computed by the database: its clock set the window, not this process's.
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitBuckets.resetAt} - now()))::int`,
    });
  return { count: row!.count, retryAfterSeconds: Math.max(1, Number(row!.secondsLeft)) };
}
