import { z } from 'zod';
import { PHASES } from '../domain/phases';
import { INDICATOR_KINDS } from '../domain/trail/options';
import { INDICATOR_STATUSES } from '../domain/trail/statuses';
import { moneyShape } from './money-fields';
import { text } from './text';

const totalsSchema = z.array(z.object({ currency: z.string(), ...moneyShape('paid') }));

/** A linked case the reader may open anyway (D21): its particulars. */
export const linkedCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  clientName: z.string(),
  phase: z.enum(PHASES),
  deskName: z.string().nullable(),
  /** What that case's client paid to this indicator, per currency. */
  paidTotals: totalsSchema,
});
export type LinkedCase = z.infer<typeof linkedCaseSchema>;

export const caseIndicatorSchema = z.object({
  id: z.string(),
  kind: z.enum(INDICATOR_KINDS),
  value: z.string(),
  status: z.enum(INDICATOR_STATUSES),
  statusReason: z.string().nullable(),
  statusBy: z.string().nullable(),
  statusAt: z.string().nullable(),
  /**
   * The standing review on this case, or null. `counts`: this client counts toward the public
   * check through it (D38: signed fee agreement, a reviewer who did not write the sighting, and
   * another member of staff who worked on the case). `mayReview` is false when the reader entered
   * or corrected every sighting of it here themselves (a colleague must vouch for it).
   */
  review: z.object({ by: z.string().nullable(), at: z.string(), counts: z.boolean() }).nullable(),
  mayReview: z.boolean(),
  /** Other cases naming it (none through a false match): visible ones in full, the rest counted. */
  otherCases: z.number().int(),
  visible: z.array(linkedCaseSchema),
  /** Cases the reader may not open: how many, on which desks, and what was paid to it there. */
  hidden: z.object({
    cases: z.number().int(),
    desks: z.array(z.string()),
    paidTotals: totalsSchema,
  }),
});
export type CaseIndicator = z.infer<typeof caseIndicatorSchema>;

/**
 * GET /api/cases/{id}/indicators: the staff view of a case's indicators and their links, and
 * whether the client signed the fee agreement (without it, reviews here do not count yet, D38).
 */
export const caseIndicatorsSchema = z.object({
  indicators: z.array(caseIndicatorSchema),
  feeAgreementSigned: z.boolean(),
});
export type CaseIndicators = z.infer<typeof caseIndicatorsSchema>;

/** The firm's word on an indicator always says why. */
const reasonSchema = text()
  .trim()
  .min(3, { message: 'Say in a few words why' })
  .max(500, { message: 'Keep the reason under 500 characters' });

export const indicatorParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid indicator id' }) });

/** /api/cases/{id}/indicators/{indicatorId}/review: one indicator on one case. */
export const caseIndicatorParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid case id' }),
  indicatorId: z.uuid({ message: 'Not a valid indicator id' }),
});

/** POST …/review/withdraw: a review stops counting only with the reason why (D38). */
export const withdrawReviewRequestSchema = z.object({ reason: reasonSchema });
export type WithdrawReviewRequest = z.infer<typeof withdrawReviewRequestSchema>;

/** PUT /api/indicators/{id}/status: the firm's word on an indicator, always with a reason. */
export const indicatorStatusRequestSchema = z.object({
  status: z.enum(INDICATOR_STATUSES, { message: 'Choose a status' }),
  reason: reasonSchema,
});
export type IndicatorStatusRequest = z.infer<typeof indicatorStatusRequestSchema>;

/** A case of a scheme the reader may open (D21, D130): its particulars and what its client paid. */
export const schemeCaseSchema = linkedCaseSchema;
export type SchemeCase = z.infer<typeof schemeCaseSchema>;

/**
 * GET /api/cases/{id}/scheme: the cases connected to this one through shared indicators (a
 * connected component; a false match connects nothing). Only cases the reader may open are listed,
 * with their phase and amounts (D130); the others appear in the totals alone: how many, on which
 * desks, what their clients paid together. `phases` counts the listed cases only.
 */
export const schemeSchema = z.object({
  cases: z.array(schemeCaseSchema),
  hidden: z.object({ cases: z.number().int(), desks: z.array(z.string()), paidTotals: totalsSchema }),
  /** Every case of the scheme, listed or not. */
  totalCases: z.number().int(),
  indicators: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(INDICATOR_KINDS),
      value: z.string(),
      status: z.enum(INDICATOR_STATUSES),
      cases: z.number().int(),
    }),
  ),
  paidTotals: totalsSchema,
  phases: z.array(z.object({ phase: z.enum(PHASES), cases: z.number().int() })),
  /** True when the walk stopped at its limit: the scheme is larger than shown. */
  truncated: z.boolean(),
});
export type Scheme = z.infer<typeof schemeSchema>;
