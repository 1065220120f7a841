import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../domain/documents';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { PHASES } from '../domain/phases';
import { documentSchema } from './documents';
import { moneyShapes } from './money-fields';
import { pageInfo, pageQuerySchema } from './pagination';

/**
 * Issue 6 items 7–8: the lawyer's analytics and the documents of their cases. Every figure is
 * computed from the lawyer's own cases (D3, D21); null means "no data yet", never zero.
 */
export const lawyerAnalyticsSchema = z.object({
  /** The currency of the money figures; cases in other currencies are left out of them. */
  currency: z.string(),
  /** D3: completed with recovery > 0 over completed + closed, 0–100 (one decimal); null: none finished. */
  successRate: z.number().nullable(),
  /** The firm's target (firm settings, default 85). */
  successTarget: z.number(),
  /** Mean days from opening to completion over successful cases (one decimal); null: none yet. */
  averageRecoveryDays: z.number().nullable(),
  recoveryDaysTarget: z.number(),
  /** Clients' 1–5 ratings of the lawyer's cases; average null when none. */
  satisfaction: z.object({ average: z.number().nullable(), count: z.number() }),
  /** Every phase in lifecycle order, zeros included. */
  statusDistribution: z.array(z.object({ phase: z.enum(PHASES), count: z.number() })),
  /** The last 12 calendar months (UTC), oldest first, zeros included; net of reversals. */
  recoveredByMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...moneyShapes('recovered', 'fee') }),
  ),
});
export type LawyerAnalytics = z.infer<typeof lawyerAnalyticsSchema>;

export const lawyerDocumentQuerySchema = pageQuerySchema.extend({
  status: z.enum(DOCUMENT_STATUSES, { message: 'Choose pending, verified or rejected' }).optional(),
});
export type LawyerDocumentQuery = z.input<typeof lawyerDocumentQuerySchema>;

/** A document with the case it belongs to, so the list can open that case. */
export const lawyerDocumentSchema = documentSchema.extend({
  caseReference: z.string(),
  caseTitle: z.string().nullable(),
  caseFraudType: fraudTypeSchema,
  clientName: z.string(),
});
export type LawyerDocument = z.infer<typeof lawyerDocumentSchema>;

export const lawyerDocumentListSchema = z.object({
  documents: z.array(lawyerDocumentSchema),
  ...pageInfo,
});
export type LawyerDocumentList = z.infer<typeof lawyerDocumentListSchema>;
