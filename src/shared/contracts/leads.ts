import { z } from 'zod';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { LEAD_STATUSES } from '../domain/leads';
import { searchSchema } from './common';
import { moneyShape } from './money-fields';
import { cursorQuery, nextCursorInfo, pageInfo, pageQuerySchema } from './pagination';
import { text } from './text';

/**
 * Leads, the lawyer workspace and the manager workspace (issue 3 §6–7, D3, D11, D21).
 * Amounts are major units (1234.56) of `currency`; every one is derived from the ledger or
 * the case records, never typed in.
 */

// ── leads ──

export const leadListQuerySchema = pageQuerySchema.extend({
  /** D23: word-prefix search over the lead's case: reference, title, the client's names, email, phone. */
  q: searchSchema.optional(),
  /** D121: the `nextCursor` of the page before; takes the place of `page`. */
  cursor: cursorQuery,
  status: z.enum(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
});

/** Whom a lead is about: its case and its client. The registration answer names its new lead by these too. */
export const leadSubjectShape = {
  caseId: z.string(),
  caseReference: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
};

export const leadSchema = z.object({
  id: z.string(),
  ...leadSubjectShape,
  phone: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(['registration', 'staff']),
  fraudType: fraudTypeSchema,
  ...moneyShape('amountLost'),
  currency: z.string(),
  country: z.string(),
  description: z.string(),
  policeReportRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  assignedLawyerId: z.string().nullable(),
  handledById: z.string().nullable(),
  firstContactedAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
/** A lead in the list, with its conflict check (issue 21 item 5): how many matches, and whether one is undecided. */
export const leadListItemSchema = leadSchema.extend({
  conflicts: z.number().int(),
  conflictOpen: z.boolean(),
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;
export const leadListSchema = z.object({
  leads: z.array(leadListItemSchema),
  ...pageInfo,
  ...nextCursorInfo,
});

const notesSchema = text().trim().max(2000, { message: 'Notes can be at most 2,000 characters' });
export const CONTACT_CHANNELS = ['phone', 'email', 'video', 'in_person', 'portal'] as const;
export const contactLeadRequestSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, {
    message: `Choose how you contacted them: ${CONTACT_CHANNELS.join(', ')}`,
  }),
  notes: notesSchema.optional(),
});
export const qualifyLeadRequestSchema = z.object({ notes: notesSchema.optional() });
export const rejectLeadRequestSchema = z.object({
  reason: text({ message: 'Give the reason for declining this lead' })
    .trim()
    .min(5, { message: 'Give the reason for declining this lead in a few words' })
    .max(1000, { message: 'The reason can be at most 1,000 characters' }),
});
export const convertLeadRequestSchema = z.object({
  /** A lawyer converts to themself and may omit it; managers and admins name the lawyer. */
  lawyerId: z.uuid({ message: 'Choose a lawyer' }).optional(),
});
