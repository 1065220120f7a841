import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mail } from '../core/emails';
import type { Db } from '../db/client';
import { authChallenges, rateLimitBuckets, sessions, signInCodes } from '../db/schema';
import { sendDeadlineReminders } from './deadline-reminders';

const EVERY_MS = 15 * 60_000;

/**
 * Deletes what has expired and can no longer be used: sessions, rate-limit windows, passkey
 * challenges (a few minutes each) and emailed sign-in codes (ten minutes; an expired code already
 * matches no try, so its row only takes room). Harmless if several instances run it.
 */
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
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now()`));
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now()`));
}

/**
 * One round of housekeeping at `now`: the purge, and the deadline reminders due (issue 21 item 3;
 * every 15 minutes is far more often than their daily thresholds need, and each goes out once).
 * One part failing does not stop the other.
 */
export async function runHousekeeping(
  db: Db,
  config: Pick<Config, 'sessionIdleMs'>,
  mail: Mail,
  log: Pick<FastifyBaseLogger, 'error'>,
  now: Date = new Date(),
): Promise<void> {
  await Promise.all([
    purgeExpired(db, config).catch((err) => log.error({ err }, 'housekeeping failed')),
    sendDeadlineReminders(db, mail, now).catch((err) => log.error({ err }, 'deadline reminders failed')),
  ]);
}

export function startHousekeeping(db: Db, config: Config, mail: Mail, log: FastifyBaseLogger): () => void {
  const run = () => runHousekeeping(db, config, mail, log);
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
