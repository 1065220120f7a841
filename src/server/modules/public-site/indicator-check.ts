import { and, eq, gte, or, sql } from 'drizzle-orm';
import type {
  IndicatorCheckResponse,
  PublicCheckCounts,
} from '../../../shared/contracts/public-site-indicator-check';
import { AppError, type MessageKey } from '../../../shared/domain/errors';
import {
  CHECKABLE_KINDS,
  type CheckableKind,
  KNOWN_FROM_CLIENTS,
  PUBLIC_CHECK_OUTCOMES,
  type PublicCheckOutcome,
  reportsRange,
} from '../../../shared/domain/public-check';
import {
  type CheckCandidate,
  readCheckValue,
  type UnreadableReason,
} from '../../../shared/domain/trail/check-reading';
import type { IndicatorStatus } from '../../../shared/domain/trail/statuses';
import type { Db } from '../../db/client';
import { countedSightings, indicators, publicCheckCounts } from '../../db/schema';
import { countAttempt, tooManyAttempts } from '../../lib/rate-limit';

/** Lookups per IP address per window: a worried family checking a handful of numbers fits easily. */
export const CHECK_LIMIT = { perIp: 20, windowMs: 10 * 60_000 } as const;
/** The admin's view of the counts: this many days up to today (UTC). */
export const COUNTED_DAYS = 30;

/** The field message for a text that is no indicator: what to enter instead. */
const UNREADABLE_MESSAGE: Record<UnreadableReason, MessageKey> = {
  phone_country: 'public-site.public_check.phone_country',
  iban_checksum: 'payment-trail.iban_checksum',
  evm_checksum: 'payment-trail.evm_checksum',
  unreadable: 'public-site.public_check.unreadable',
};

const utcToday = sql`(now() at time zone 'utc')::date`;

/** One more lookup with this outcome today; the only trace a lookup leaves. */
async function countLookup(db: Db, outcome: PublicCheckOutcome): Promise<void> {
  await db
    .insert(publicCheckCounts)
    .values({ day: utcToday, outcome, count: 1 })
    .onConflictDoUpdate({
      target: [publicCheckCounts.day, publicCheckCounts.outcome],
      set: { count: sql`${publicCheckCounts.count} + 1` },
    });
}

type Match = { kind: string; status: IndicatorStatus; clients: number };

/**
 * Every candidate's indicator with its status and the distinct clients the check counts (D38:
 * accepted, reviewed by someone other than the sighting's author, with a second member of staff
 * on the case; `counted_sightings`), in one query that does the same work whatever the status:
 * whether the answer is "known" is decided afterwards, so its timing does not tell a confirmed
 * indicator from an unreviewed one.
 */
async function matchesOf(db: Db, candidates: CheckCandidate[]): Promise<Match[]> {
  return db
    .select({
      kind: indicators.kind,
      status: indicators.status,
      clients: sql<number>`count(distinct ${countedSightings.clientId})::int`,
    })
    .from(indicators)
    .leftJoin(countedSightings, eq(countedSightings.indicatorId, indicators.id))
    .where(or(...candidates.map((c) => and(eq(indicators.kind, c.kind), eq(indicators.value, c.value)))))
    .groupBy(indicators.id);
}

const isCheckable = (kind: string): kind is CheckableKind =>
  (CHECKABLE_KINDS as readonly string[]).includes(kind);

/** Known only through a confirmed indicator reported by enough accepted clients; the most reported one wins. */
export function answerOf(matches: Match[]): IndicatorCheckResponse {
  let best: { kind: CheckableKind; clients: number } | undefined;
  for (const { kind, status, clients } of matches) {
    if (status !== 'confirmed' || !isCheckable(kind) || clients < KNOWN_FROM_CLIENTS) continue;
    if (!best || clients > best.clients) best = { kind, clients };
  }
  const reports = best ? reportsRange(best.clients) : null;
  return best && reports ? { result: 'known', reports, kind: best.kind } : { result: 'not_known' };
}

/**
 * The public check (issue 21 item 6, D33). Counted against the visitor's IP before anything is read
 * (the bucket expires with its window), then the text is read as every indicator it can be and
 * looked up. Each lookup adds one to the day's count of its outcome, and nothing else is kept.
 */
export async function checkIndicator(args: {
  db: Db;
  ip: string | null;
  value: string;
}): Promise<IndicatorCheckResponse> {
  const { db, ip, value } = args;
  const limit = await countAttempt(db, [
    { key: `public-check:ip:${ip ?? 'unknown'}`, limit: CHECK_LIMIT.perIp, windowMs: CHECK_LIMIT.windowMs },
  ]);
  if (limit.limited) {
    await countLookup(db, 'rate_limited');
    throw tooManyAttempts(limit.retryAfterSeconds, 'public-site.public_check.too_many');
  }
  const reading = readCheckValue(value);
  if (!reading.ok) {
    await countLookup(db, 'unreadable');
    throw new AppError('validation_failed', 'common.request.validation_failed', {
      value: UNREADABLE_MESSAGE[reading.reason],
    });
  }
  const answer = answerOf(await matchesOf(db, reading.candidates));
  await countLookup(db, answer.result);
  return answer;
}

/** The lookups of the last COUNTED_DAYS days (today included), per outcome. */
export async function countPublicChecks(db: Db, now = new Date()): Promise<PublicCheckCounts> {
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  const from = day(COUNTED_DAYS - 1);
  const rows = await db
    .select({ outcome: publicCheckCounts.outcome, count: sql<number>`sum(${publicCheckCounts.count})::int` })
    .from(publicCheckCounts)
    .where(gte(publicCheckCounts.day, from))
    .groupBy(publicCheckCounts.outcome);
  const totals = Object.fromEntries(PUBLIC_CHECK_OUTCOMES.map((o) => [o, 0])) as Record<
    PublicCheckOutcome,
    number
  >;
  for (const row of rows) totals[row.outcome] = Number(row.count);
  return { from, to: day(0), totals };
}
