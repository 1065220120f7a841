import { z } from 'zod';
import { text } from './text';

const DAY_MS = 86_400_000;
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  message: 'Use a date (YYYY-MM-DD) or an ISO date-time',
});

/** The exclusive upper bound of a `to` filter: the day after a plain date, the moment itself otherwise. */
export function auditUntil(to: string): Date {
  return to.length === 10 ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) : new Date(to);
}

export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Keyset cursor: entries with an id below this one (ids only grow). */
  before: z.coerce.number().int().positive().optional(),
  entity: text().max(64).optional(),
  entityId: text().max(64).optional(),
  /** Exact action name, e.g. "user.banned". */
  action: text().max(100).optional(),
  actorId: z.uuid({ message: 'Not a valid user id' }).optional(),
  /** From this moment (inclusive): a date (YYYY-MM-DD, UTC midnight) or an ISO date-time. */
  from: dateOrDateTime.optional(),
  /** Up to this moment: a date includes the whole day (UTC); a date-time is exclusive. */
  to: dateOrDateTime.optional(),
});

/**
 * What the entry is about, looked up now (issue 17 item 6): the person concerned (a case's,
 * lead's, document's or message's client; a withdrawal's, payout method's, session's or email's
 * person), the case reference and a desk's name. `erased`: the person was erased (D13), so
 * no name; `gone`: the record no longer exists. Null for entries without a record to look up.
 */
export const auditSubjectSchema = z.object({
  person: z.string().nullable(),
  reference: z.string().nullable(),
  desk: z.string().nullable(),
  erased: z.boolean(),
  gone: z.boolean(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  /** The actor's name as it is now (an erased person's is anonymised); null without an actor or once deleted. */
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  subject: auditSubjectSchema.nullable(),
});

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` to get the next page; null on the last page. */
  nextBefore: z.number().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
