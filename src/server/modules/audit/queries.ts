import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditList, type auditListQuerySchema, auditUntil } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/**
 * Newest first, keyset-paginated on the identity id (no OFFSET scans on a table that only grows).
 * Every filter has an index (entity+entityId, action, actor, at).
 */
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
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
        query.to ? lt(auditLog.at, auditUntil(query.to)) : undefined,
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
