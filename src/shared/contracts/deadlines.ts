import { z } from 'zod';
import { CARD_NETWORKS, DEADLINE_KINDS, PAYMENT_METHODS } from '../domain/deadlines';
import { moneyShape } from './money-fields';
import { text } from './text';

/**
 * A case's deadlines (issue 21 item 3): the windows each live payment opens under the firm's rules
 * (domain/deadlines, docs/deadline-defaults.md), each open, met or waived. Staff only.
 */

export const DEADLINE_OUTCOMES = ['met', 'waived'] as const;
export type DeadlineOutcome = (typeof DEADLINE_OUTCOMES)[number];
export const DEADLINE_STATES = ['open', ...DEADLINE_OUTCOMES] as const;

export const caseDeadlineSchema = z.object({
  paymentId: z.string(),
  ruleId: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  /** The rule's label, as the firm wrote it (English, for staff). */
  label: z.string(),
  dueOn: z.string().describe('YYYY-MM-DD: the last day of the window'),
  /** Calendar days from today (UTC) to dueOn: 0 on the day, negative once it has passed. */
  daysLeft: z.number().int(),
  state: z.enum(DEADLINE_STATES),
  payment: z.object({
    paidOn: z.string(),
    ...moneyShape('amount'),
    currency: z.string(),
    method: z.enum(PAYMENT_METHODS),
    cardNetwork: z.enum(CARD_NETWORKS).nullable(),
  }),
  /** Who recorded it met or waived, when and why; null while open. */
  closure: z
    .object({
      outcome: z.enum(DEADLINE_OUTCOMES),
      reason: z.string(),
      closedBy: z.string().nullable(),
      closedAt: z.string(),
    })
    .nullable(),
});
export type CaseDeadline = z.infer<typeof caseDeadlineSchema>;

/** GET /api/cases/{id}/deadlines: soonest first; `payments` says whether there is anything to compute from. */
export const caseDeadlinesSchema = z.object({
  today: z.string(),
  payments: z.number().int(),
  deadlines: z.array(caseDeadlineSchema),
});
export type CaseDeadlines = z.infer<typeof caseDeadlinesSchema>;

export const deadlineParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid case id' }),
  paymentId: z.uuid({ message: 'Not a valid payment id' }),
  ruleId: text().min(1).max(60),
});

/** POST /api/cases/{id}/deadlines/{paymentId}/{ruleId}/close: met or waived, always with a reason. */
export const closeDeadlineRequestSchema = z.object({
  outcome: z.enum(DEADLINE_OUTCOMES, { message: 'Choose met or waived' }),
  reason: text()
    .trim()
    .min(3, { message: 'Say in a few words why' })
    .max(500, { message: 'Keep the reason under 500 characters' }),
});
export type CloseDeadlineRequest = z.infer<typeof closeDeadlineRequestSchema>;

/** One open deadline on the lawyer's Urgent Tasks: due within 14 days, or already passed. */
export const deadlineTaskSchema = z.object({
  caseId: z.string(),
  reference: z.string(),
  paymentId: z.string(),
  ruleId: z.string(),
  label: z.string(),
  dueOn: z.string(),
  daysLeft: z.number().int(),
});
export type DeadlineTask = z.infer<typeof deadlineTaskSchema>;
