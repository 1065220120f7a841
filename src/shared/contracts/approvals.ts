import { z } from 'zod';
import { CONTROL_PROPOSAL_KINDS } from '../domain/control-proposals';
import { roleSchema } from '../domain/roles';

/** D37: a proposed change to a control as the Approvals panel and the proposer's 202 show it. */

export const PROPOSAL_STATUSES = ['pending', 'approved', 'declined', 'withdrawn', 'expired'] as const;
export const proposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof proposalStatusSchema>;

/** One setting the proposal changes, with its value now and the value asked for. */
export const proposedSettingSchema = z.object({ key: z.string(), before: z.unknown(), after: z.unknown() });

/** A trust account's particulars as a proposal and the account list both show them. */
export const trustAccountColumnsShape = {
  bankName: z.string(),
  iban: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
  bic: z.string(),
  currency: z.string(),
  openingDate: z.string(),
};

/**
 * What the change is about, in data the panel words in its reader's language: the person (new or
 * existing), the role, the settings and the reason given. Never a password.
 */
export const proposalSubjectSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  role: roleSchema.optional(),
  fromRole: roleSchema.optional(),
  /** D37: the address an edit would give a staff member who has no second factor yet. */
  newEmail: z.string().optional(),
  reason: z.string().optional(),
  settings: z.array(proposedSettingSchema).optional(),
  /** The settings among them that weaken a control: why the change waits. */
  weakened: z.array(z.string()).optional(),
  /** D42: the trust account as it would be registered or changed. */
  trustAccount: z
    .object({
      ...trustAccountColumnsShape,
      /** Cents; absent on proposals made before it was asked. */
      openingBalanceCents: z.number().optional(),
    })
    .optional(),
});
export type ProposalSubject = z.infer<typeof proposalSubjectSchema>;

const personRefSchema = z.object({ id: z.string(), name: z.string() });

export const controlProposalSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTROL_PROPOSAL_KINDS),
  status: proposalStatusSchema,
  subject: proposalSubjectSchema,
  proposedBy: personRefSchema.nullable(),
  proposedAt: z.string(),
  expiresAt: z.string(),
  /** Null while pending, and when the operator decided from the server's shell (`decidedByOperator`). */
  decidedBy: personRefSchema.nullable(),
  decidedByOperator: z.boolean(),
  decidedAt: z.string().nullable(),
});
export type ControlProposal = z.infer<typeof controlProposalSchema>;

/** 202 for a change that waits for a second admin: the proposal and a sentence saying so. */
export const proposalMadeSchema = z.object({ message: z.string(), proposal: controlProposalSchema });
export type ProposalMade = z.infer<typeof proposalMadeSchema>;

export const proposalListQuerySchema = z.object({
  status: z.enum(['pending', 'all'], { message: 'Choose pending or all' }).default('pending'),
});
export const proposalListSchema = z.object({
  proposals: z.array(controlProposalSchema),
  /** How many active admins could approve: with one, the panel explains the operator's command. */
  activeAdmins: z.number().int(),
});
export const proposalDecisionSchema = z.object({ message: z.string(), proposal: controlProposalSchema });
