import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditList, auditListQuerySchema } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Newest first, keyset-paginated on the identity id (no OFFSET scans on a table that only grows). */
export async function listAuditEntries(
  db: Db,
  query: z.infer<typeof auditListQuerySchema>,
): Promise<AuditList> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.before ? lt(auditLog.id, query.before) : undefined,
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({ ...r, at: r.at.toISOString() })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
