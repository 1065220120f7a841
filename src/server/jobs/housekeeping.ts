import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimitBuckets, sessions } from '../db/schema';

const EVERY_MS = 15 * 60_000;

/** Deletes expired sessions and rate-limit windows; harmless if several instances run it. */
export async function purgeExpired(db: Db, config: Pick<Config, 'sessionIdleMs'>): Promise<void> {
  const idleSeconds = Math.ceil(config.sessionIdleMs / 1000);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - ${`${idleSeconds} seconds`}::interval`),
      ),
    );
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.resetAt, sql`now()`));
}

export function startHousekeeping(db: Db, config: Config, log: FastifyBaseLogger): () => void {
  const run = () => purgeExpired(db, config).catch((err) => log.error({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
