import { z } from 'zod';
import { LEDGER_KINDS, RECOVERY_SOURCES } from '../domain/ledger';
import { amountSchema } from '../domain/money';
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
});

export const reverseRequestSchema = z.object({
  reason: text().trim().min(5, { message: 'Explain the correction in a few words' }).max(1000),
});

export const caseParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid case id' }) });
export const caseTransactionParamsSchema = caseParamsSchema.extend({
  txId: z.uuid({ message: 'Not a valid transaction id' }),
});

/** Amounts are in major units (1234.56) of `currency`; they are derived from ledger postings. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  currency: z.string(),
  feeAmount: z.number().nullable(),
  clientShareAmount: z.number().nullable(),
  source: z.enum(RECOVERY_SOURCES).nullable(),
  reference: z.string().nullable(),
  receivedAt: z.string().nullable(),
  reason: z.string().nullable(),
  reversesId: z.string().nullable(),
  reversedById: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const caseLedgerSchema = z.object({
  caseId: z.string(),
  currency: z.string(),
  summary: z.object({
    lossAmount: z.number(),
    recoveredAmount: z.number(),
    feeAmount: z.number(),
    clientShareAmount: z.number(),
  }),
  /** The client's money across their cases in this currency. */
  client: z.object({ availableBalance: z.number(), heldAmount: z.number(), paidOutAmount: z.number() }),
  entries: z.array(ledgerEntrySchema),
});
export type CaseLedger = z.infer<typeof caseLedgerSchema>;
