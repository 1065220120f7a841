import { z } from 'zod';
import { moneyShape, moneyShapes, nullableMoneyShape } from './money-fields';

/**
 * Issue 19 item 4: the monthly three-way reconciliation of the trust account in one currency —
 * the bank's closing balance, the trust ledger's balance and the sum of every client's balance —
 * with each difference itemised, and an admin's sign-off stored immutably.
 */

export const reconciliationQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Choose a month (YYYY-MM)' }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'Choose a currency (three capital letters, e.g. EUR)' }),
});
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/**
 * One itemised difference: a statement line or a ledger entry, its amount signed as its share of
 * (bank − ledger). The items and the unexplained difference add up to bank − ledger.
 */
export const reconciliationItemSchema = z.object({
  kind: z.enum([
    /** A statement line nothing explains yet: it blocks the sign-off. */
    'unmatched_line',
    /** A line a person set aside as no client's money (bank fee, interest), with the reason. */
    'not_client_money',
    /** Money the ledger booked that no statement line of the period shows yet (in transit). */
    'timing',
    /** A recovery reported and awaiting confirmation: memo only, counted in no balance. */
    'unconfirmed_recovery',
    /** D42: what the registered trust account held on its opening date, before the books began. */
    'brought_forward',
  ]),
  date: z.string(),
  ...moneyShape('amount'),
  /** Bank reference, remittance or ledger reference: what a person looks it up by. */
  description: z.string().nullable(),
  caseReference: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

export const SIGN_OFF_BLOCKERS = [
  'no_statement',
  'unmatched_lines',
  'unexplained_difference',
  'month_not_started',
] as const;

/** D42: the registered trust account a month is reconciled for (one per currency). */
export const reconciledAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  iban: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
});
export type ReconciledAccount = z.infer<typeof reconciledAccountSchema>;

export const signOffSchema = z.object({
  month: z.string(),
  currency: z.string(),
  /** D42: the trust account signed off; null on sign-offs made before accounts were registered. */
  trustAccountId: z.string().nullable(),
  signedByName: z.string(),
  signedAt: z.string(),
  ...moneyShapes('bankBalance', 'ledgerBalance', 'clientBalance', 'feesHeld'),
});
export type SignOff = z.infer<typeof signOffSchema>;

export const reconciliationSchema = z.object({
  month: z.string(),
  currency: z.string(),
  /** D42: the currency's registered trust account; null while none is registered. */
  trustAccount: reconciledAccountSchema.nullable(),
  /** The last day the figures cover: the month's end, or today for the month under way. */
  asOf: z.string(),
  /** The closing balance of the month's last statement that states one; null when none was imported. */
  ...nullableMoneyShape('bankBalance'),
  statementRef: z.string().nullable(),
  statementDate: z.string().nullable(),
  /** Sum of the trust_bank postings booked up to asOf. */
  ...moneyShape('ledgerBalance'),
  /** What the firm owes its clients: their available and held money, summed over every client. */
  ...moneyShape('clientBalance'),
  /** Fees earned and still in the trust account: the ledger balance is clients' money plus this. */
  ...moneyShape('feesHeld'),
  items: z.array(reconciliationItemSchema),
  /** Bank minus ledger, less every itemised line and timing item: what nothing explains. */
  ...nullableMoneyShape('unexplainedDifference'),
  blockers: z.array(z.enum(SIGN_OFF_BLOCKERS)),
  signedOff: signOffSchema.nullable(),
  /**
   * Issue 32 item 5: statements of this currency touching the month that were withdrawn as
   * imported in error; they count in no figure above and are listed so the month reads true.
   */
  withdrawnStatements: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      statementRef: z.string().nullable(),
      fromDate: z.string().nullable(),
      toDate: z.string().nullable(),
      reason: z.string(),
      withdrawnByName: z.string().nullable(),
      withdrawnAt: z.string(),
    }),
  ),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** GET /api/admin/reconciliation/status — the dashboard card, per currency the trust account has seen. */
export const reconciliationStatusSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      lastSignedOff: signOffSchema.nullable(),
      /** Lines of imported statements that nothing explains yet. */
      unmatchedLineCount: z.number().int(),
      /**
       * The opening date of the currency's registered trust account (D42), null when none is
       * registered: the month picker reaches back to it, however long ago it was.
       */
      openedOn: z.string().nullable(),
    }),
  ),
});
export type ReconciliationStatus = z.infer<typeof reconciliationStatusSchema>;
