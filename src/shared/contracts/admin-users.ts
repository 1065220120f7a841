import { z } from 'zod';
import { PHASES } from '../domain/phases';
import { adminUserSchema } from './admin';

/**
 * GET /api/admin/users/:id — the admin's "view" panel for one person (issue 7 §3): their profile as
 * the users table shows it, their cases, their open sessions and the audit trail about them. Each
 * list is the newest few with the true total, so the panel stays small for someone with a long history.
 */
export const ADMIN_USER_DETAIL_LIMIT = 20;

export const adminUserCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  phase: z.enum(PHASES),
  /** How this person relates to the case: its client, or its assigned lawyer. */
  relation: z.enum(['client', 'lawyer']),
  clientName: z.string(),
  lawyerName: z.string().nullable(),
  currency: z.string(),
  amountLost: z.number(),
  /** Derived from the ledger (D7), net of reversals. */
  recoveredAmount: z.number(),
  createdAt: z.string(),
});

export const adminUserSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const adminUserAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  /** 'subject': something done to this person; 'actor': something this person did. */
  relation: z.enum(['subject', 'actor']),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  /** The acting person's name now (null for the system or a deleted account). */
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  cases: z.array(adminUserCaseSchema),
  casesTotal: z.number(),
  sessions: z.array(adminUserSessionSchema),
  audit: z.array(adminUserAuditEntrySchema),
  auditTotal: z.number(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
