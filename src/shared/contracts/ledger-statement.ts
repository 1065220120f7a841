import { z } from 'zod';
import { LEDGER_KINDS, RECOVERY_SOURCES } from '../domain/ledger';
import { moneyShape, moneyShapes, nullableMoneyShape } from './money-fields';

/** GET /api/client/statement?currency=USD — the signed-in client's own movements in one currency. */
export const clientStatementQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'Choose a currency (three capital letters, e.g. USD)' }),
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
  /** Available before the first line (0: the statement covers the whole history). */
  ...moneyShapes('openingBalance', 'closingBalance'),
  lines: z.array(statementLineSchema),
});
export type ClientStatement = z.infer<typeof clientStatementSchema>;
