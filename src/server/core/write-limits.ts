import type { MessageKey } from '../../shared/domain/errors';
import type { Db } from '../db/client';
import { consumeAttempt } from '../lib/rate-limit';
import type { Actor } from './actor';

/**
 * Issue 31: how often one person may write to a case's shared record, per kind and per minute.
 * One client session wrote 668 payment-trail entries in 5 seconds; a person typing writes a few a
 * minute at most, so 30 leaves honest work (a trail pasted in line by line, a quick exchange of
 * messages) untouched while a script is stopped within a minute and floods no one's screen,
 * notifications or the public check. Counted per person, not per case or address, so a flood
 * from one account never slows their case team or other clients down.
 */
export const WRITE_LIMITS = {
  trail: { perMinute: 30, message: 'common.limits.too_many_trail_changes' },
  message: { perMinute: 30, message: 'common.limits.too_many_messages' },
  note: { perMinute: 30, message: 'common.limits.too_many_notes' },
} as const satisfies Record<string, { perMinute: number; message: MessageKey }>;

export type WriteKind = keyof typeof WRITE_LIMITS;

/** Counts one write of this kind by this person; 429 with Retry-After once over the minute's limit. */
export async function limitWrites(db: Db, actor: Pick<Actor, 'id'>, kind: WriteKind): Promise<void> {
  const { perMinute, message } = WRITE_LIMITS[kind];
  await consumeAttempt(
    db,
    [{ key: `write:${kind}:user:${actor.id}`, limit: perMinute, windowMs: 60_000 }],
    message,
    {
      count: perMinute,
    },
  );
}
