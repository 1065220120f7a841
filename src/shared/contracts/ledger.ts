import { z } from 'zod';
import { LEDGER_KINDS, RECOVERY_SOURCES, REPORT_STATUSES } from '../domain/ledger';
import { amountSchema } from '../domain/money';
import { moneyShape, moneyShapes, nullableMoneyShape } from './money-fields';
import { text } from './text';

/** Money-moving requests carry an Idempotency-Key header; a retry with it never moves money twice. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': text({ message: 'The Idempotency-Key header is required for this request' }).regex(
    /^[A-Za-z0-9_.:-]{8,128}$/,
    { message: 'Idempotency-Key must be 8–128 letters, digits or -_.:' },
  ),
});

const today = () => new Date().toISOString().slice(0, 10);

/** POST /api/cases/{id}/recoveries — money actually received for the client (D7). */
export const recordRecoveryRequestSchema = z.object({
  amount: amountSchema,
  receivedAt: z.iso
    .date({ message: 'Enter the date the money was received (YYYY-MM-DD)' })
    .refine((d) => d <= today(), { message: 'The date received cannot be in the future' }),
  source: z.enum(RECOVERY_SOURCES, { message: `Choose one of: ${RECOVERY_SOURCES.join(', ')}` }),
  reference: text().trim().min(1, { message: 'Enter the bank or court reference' }).max(200),
  documentId: z.uuid().optional(),
  /**
   * Required when this recovery would take the case's recoveries (confirmed and reported) above
   * the amount lost: why, for the person who confirms it (D26, issue 19).
   */
  aboveClaimReason: text().trim().min(5).max(1000).optional(),
});

/** POST /api/cases/{id}/recoveries/{txId}/reject — a confirmer turns a reported recovery down. */
export const rejectReportRequestSchema = z.object({
  reason: text().trim().min(5, { message: 'Say why in a few words' }).max(1000),
});

export const reverseRequestSchema = z.object({
  reason: text().trim().min(5, { message: 'Explain the correction in a few words' }).max(1000),
});

export const caseParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid case id' }) });
export const caseTransactionParamsSchema = caseParamsSchema.extend({
  txId: z.uuid({ message: 'Not a valid transaction id' }),
});

/** Amounts of `currency`, derived from ledger postings: each a decimal and its integer `…Cents`. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  ...moneyShape('amount'),
  currency: z.string(),
  ...nullableMoneyShape('feeAmount'),
  ...nullableMoneyShape('clientShareAmount'),
  source: z.enum(RECOVERY_SOURCES).nullable(),
  reference: z.string().nullable(),
  receivedAt: z.string().nullable(),
  reason: z.string().nullable(),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  /** On the confirmation, retraction or rejection of a report: the report it closed. */
  reportId: z.string().nullable(),
  /** On a reported recovery (kind recovery_report) only: where it stands (D26). */
  report: z
    .object({
      status: z.enum(REPORT_STATUSES),
      /** It took the case's recoveries above the amount lost; `reason` says why. */
      aboveClaim: z.boolean(),
      /** The viewer reported it: they may retract it, never confirm or reject it. */
      reportedByYou: z.boolean(),
      closedById: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const caseLedgerSchema = z.object({
  caseId: z.string(),
  currency: z.string(),
  /** `reportedAmount`: reported and awaiting confirmation, counted in none of the others (D26). */
  summary: z.object(
    moneyShapes('lossAmount', 'recoveredAmount', 'feeAmount', 'clientShareAmount', 'reportedAmount'),
  ),
  /** The client's money across their cases in this currency. */
  client: z.object(moneyShapes('availableBalance', 'heldAmount', 'paidOutAmount')),
  entries: z.array(ledgerEntrySchema),
});
export type CaseLedger = z.infer<typeof caseLedgerSchema>;

/** GET /api/ledger/awaiting-confirmation — D26: reported recoveries waiting for a second person. */
export const awaitingReportsSchema = z.object({
  reports: z.array(
    z.object({
      caseId: z.string(),
      caseReference: z.string(),
      clientName: z.string(),
      reportedByName: z.string().nullable(),
      entry: ledgerEntrySchema,
    }),
  ),
});
export type AwaitingReports = z.infer<typeof awaitingReportsSchema>;
