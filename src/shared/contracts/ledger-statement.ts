import { z } from 'zod';
import { LEDGER_KINDS, RECOVERY_SOURCES } from '../domain/ledger';
import { moneyShape, moneyShapes, nullableMoneyShape } from './money-fields';

/** GET /api/client/statement?currency=USD — the signed-in client's own movements in one currency. */
const day = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });

/**
 * GET /api/client/statement?currency=USD[&from=YYYY-MM-DD][&to=YYYY-MM-DD] — the whole history, or
 * one period with the balances it opened and closed on (issue 19 item 5).
 */
export const clientStatementQuerySchema = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { message: 'Choose a currency (three capital letters, e.g. USD)' }),
    from: day.optional(),
    to: day.optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: 'The period must end on or after the day it starts',
    path: ['to'],
  });

/**
 * One ledger movement that touches the client (issue 17 item 7), with what it changed and the
 * balances after it. Signs are the client's view: money in is positive, money out negative.
 */
export const statementLineSchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  bookedAt: z.string(),
  receivedAt: z.string().nullable(),
  caseReference: z.string().nullable(),
  source: z.enum(RECOVERY_SOURCES).nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  ...moneyShape('amount'),
  ...nullableMoneyShape('receivedAmount'),
  ...nullableMoneyShape('feeAmount'),
  ...nullableMoneyShape('paidOutAmount'),
  ...moneyShapes('availableChange', 'heldChange', 'availableBalance', 'heldBalance'),
  /** Memo (D26): reported and awaiting confirmation, its change and running total; never available. */
  ...moneyShapes('reportedChange', 'reportedBalance'),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const clientStatementSchema = z.object({
  currency: z.string(),
  /** The period asked for (booking days, UTC); null ends: from the first movement, up to now. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Available before the period's first line (0 for the whole history) and after its last. */
  ...moneyShapes('openingBalance', 'closingBalance'),
  /** Held for withdrawals, and reported awaiting confirmation (memo), when the period opened. */
  ...moneyShapes('openingHeld', 'openingReported'),
  lines: z.array(statementLineSchema),
});
export type ClientStatement = z.infer<typeof clientStatementSchema>;
