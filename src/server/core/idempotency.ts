import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/domain/errors';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/**
 * Runs `work` once per (actor, Idempotency-Key) inside one transaction with it. A replay with
 * the same payload gets the stored answer and changes nothing; another payload under the same
 * key is a 409. On PostgreSQL a concurrent duplicate waits on the unique index until the first
 * commits, then sees its answer.
 */
export async function runIdempotent<T>(
  db: Db,
  args: { actorId: string; key: string; scope: string; payload: unknown },
  work: (tx: Db) => Promise<T>,
): Promise<{ replayed: boolean; result: T }> {
  const requestHash = createHash('sha256')
    .update(args.scope)
    .update(JSON.stringify(args.payload))
    .digest('hex');
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ actorId: args.actorId, key: args.key, scope: args.scope, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [previous] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.actorId, args.actorId), eq(idempotencyKeys.key, args.key)));
      if (!previous || previous.requestHash !== requestHash || previous.response === null) {
        throw new AppError('conflict', 'common.request.idempotency_key_reused');
      }
      return { replayed: true, result: JSON.parse(previous.response) as T };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: JSON.stringify(result) })
      .where(eq(idempotencyKeys.id, claimed.id));
    return { replayed: false, result };
  });
}
