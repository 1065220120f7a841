import { sql } from 'drizzle-orm';
import type { Indicator } from '../../../shared/domain/trail/indicators';
import type { Db } from '../../db/client';
import { indicators } from '../../db/schema';

/**
 * The indicator row of a normalized destination, created on first sight. The no-op update on a
 * conflict makes the statement return the existing row's id too, and two cases naming the same
 * destination at the same moment both end up on one row (the unique (kind, value) key).
 */
export async function indicatorIdOf(tx: Db, indicator: Indicator): Promise<string> {
  const [row] = await tx
    .insert(indicators)
    .values({ kind: indicator.kind, value: indicator.value })
    .onConflictDoUpdate({ target: [indicators.kind, indicators.value], set: { kind: sql`excluded.kind` } })
    .returning({ id: indicators.id });
  return row!.id;
}
