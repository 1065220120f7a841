import { z } from 'zod';
import { CONFLICT_DECISIONS } from '../domain/conflicts';
import { LEAD_STATUSES } from '../domain/leads';
import { ROLES } from '../domain/roles';
import { INDICATOR_KINDS } from '../domain/trail/options';
import { INDICATOR_STATUSES } from '../domain/trail/statuses';
import { countrySchema } from './common';
import { text } from './text';

/** The conflict check at intake (issue 21 item 5): the firm's adverse parties and a lead's conflicts. */

// ── adverse parties (admin) ──

const partyName = (message: string) =>
  text({ message }).trim().min(2, { message }).max(200, { message: 'A name can be at most 200 characters' });

export const createAdversePartySchema = z.object({
  name: partyName('Enter the name of the person or company'),
  aliases: z
    .array(partyName('Enter each other name in at least 2 characters'))
    .max(20, { message: 'Enter at most 20 other names' })
    .default([]),
  email: text()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'Enter a valid email address' }))
    .optional(),
  /** Normalized to E.164 by the server; without +, the country places it. */
  phone: text().trim().min(3).max(40).optional(),
  country: countrySchema.optional(),
  note: text().trim().max(1000, { message: 'The note can be at most 1,000 characters' }).optional(),
});
export type CreateAdverseParty = z.input<typeof createAdversePartySchema>;

export const adversePartySchema = z.object({
  id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdverseParty = z.infer<typeof adversePartySchema>;
export const adversePartyListSchema = z.object({ parties: z.array(adversePartySchema) });

// ── a lead's conflicts ──

/**
 * A record behind a match that the reader may open (D21): a case of their scope, or (for an admin,
 * or a manager for their own desk's staff) a staff member. Matches the reader may not open carry
 * no record: only what kind of match it is.
 */
export const conflictRecordSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('case'), caseId: z.string(), reference: z.string(), clientName: z.string() }),
  z.object({ type: z.literal('person'), userId: z.string(), name: z.string(), role: z.enum(ROLES) }),
]);
export type ConflictRecord = z.infer<typeof conflictRecordSchema>;
const records = z.array(conflictRecordSchema);

export const conflictSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('indicator'),
    /** Which of the registrant's own details is a scam indicator. */
    field: z.enum(['email', 'phone', 'payout']),
    kind: z.enum(INDICATOR_KINDS),
    status: z.enum(INDICATOR_STATUSES),
    /** How many other cases name it; `records` are those the reader may open. */
    cases: z.number().int(),
    records,
  }),
  z.object({
    source: z.literal('adverse_party'),
    name: z.string(),
    matchedOn: z.enum(['name', 'alias', 'email', 'phone']),
    records,
  }),
  z.object({
    source: z.literal('person'),
    /** The role always; who it is only in `records`, where the reader may open them. */
    role: z.enum(ROLES),
    matchedOn: z.enum(['phone', 'name']),
    records,
  }),
]);
export type Conflict = z.infer<typeof conflictSchema>;

export const conflictDecisionSchema = z.object({
  decision: z.enum(CONFLICT_DECISIONS),
  reason: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string(),
});
export const leadConflictsSchema = z.object({
  conflicts: z.array(conflictSchema),
  decision: conflictDecisionSchema.nullable(),
  open: z.boolean(),
});
export type LeadConflicts = z.infer<typeof leadConflictsSchema>;

/**
 * GET /api/cases/{id}/conflicts (issue 31): the case's check through the lead it came in by, which
 * is where a decision is recorded (null: the case has no lead, so nothing to check).
 */
export const caseConflictsSchema = leadConflictsSchema.extend({
  lead: z.object({ id: z.string(), status: z.enum(LEAD_STATUSES) }).nullable(),
});
export type CaseConflicts = z.infer<typeof caseConflictsSchema>;

export const conflictDecisionRequestSchema = z.object({
  decision: z.enum(CONFLICT_DECISIONS, {
    message: 'Choose whether to clear the conflict or decline the matter',
  }),
  reason: text({ message: 'Give the reason for your decision' })
    .trim()
    .min(5, { message: 'Give the reason for your decision in a few words' })
    .max(1000, { message: 'The reason can be at most 1,000 characters' }),
});
export type ConflictDecisionRequest = z.infer<typeof conflictDecisionRequestSchema>;
