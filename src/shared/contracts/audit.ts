import { z } from 'zod';

export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Keyset cursor: entries with an id below this one (ids only grow). */
  before: z.coerce.number().int().positive().optional(),
  entity: z.string().max(64).optional(),
  entityId: z.string().max(64).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` to get the next page; null on the last page. */
  nextBefore: z.number().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
