import { and, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditList, type auditListQuerySchema, auditUntil } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { subjectColumns, toSubject, withSubjects } from './subjects';

/**
 * Newest first, keyset-paginated on the identity id (no OFFSET scans on a table that only grows).
 * Every filter has an index (entity+entityId, action, actor, at).
 */
export async function listAuditEntries(
  db: Db,
  query: z.infer<typeof auditListQuerySchema>,
): Promise<AuditList> {
  // The actor's name by primary key, so the console can say who did it (no FK: see audit-log.ts).
  // And what each entry is about (subjects.ts): person and case reference, by primary keys.
  const base = db
    .select({
      ...getTableColumns(auditLog),
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      ...subjectColumns,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId));
  const rows = await withSubjects(base.$dynamic())
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
    entries: page.map((row) => {
      const { subjectFound, subjectPersonId, subjectFirstName, subjectLastName, ...rest } = row;
      const { subjectEmail, subjectReference, subjectDesk, ...entry } = rest;
      return { ...entry, at: row.at.toISOString(), subject: toSubject(row) };
    }),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
