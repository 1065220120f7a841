import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The human reference a client quotes on the phone: RC-<year>-<six digits>, never reused. */
export async function nextCaseReference(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`nextval('case_reference_seq')` })
    .from(sql`(select 1) as one`);
  return `RC-${new Date().getUTCFullYear()}-${String(row!.n).padStart(6, '0')}`;
}
