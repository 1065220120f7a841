import { z } from 'zod';
import { LEDGER_KINDS } from '../domain/ledger';
import { moneyShape, nullableMoneyShape } from './money-fields';
import { text } from './text';

/** A column by its header text (hasHeader) or by its 1-based position ("3"). */
const columnSchema = z.string().trim().min(1).max(200);

/** Marks a bank may group thousands with: none, point, comma, space, apostrophe (Swiss). */
export const THOUSANDS_SEPARATORS = ['', '.', ',', ' ', "'"] as const;
export type ThousandsSeparator = (typeof THOUSANDS_SEPARATORS)[number];

/**
 * Issue 19: how to read one bank's CSV export, saved once per account and reused for every
 * upload. Amounts come either signed in one column (negative = debit) or unsigned in separate
 * credit and debit columns (German "Haben" / "Soll"), never both ways at once.
 */
export const csvMappingSchema = z
  .object({
    delimiter: z.enum([',', ';', '\t']),
    hasHeader: z.boolean(),
    dateFormat: z.enum(['YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY']),
    decimalSeparator: z.enum(['.', ',']),
    /**
     * Issue 32 item 7: the mark grouping thousands ('' none), so "29.000" with '.' here and ','
     * for decimals is 29,000.00. Mappings saved without it read any grouping mark other than the
     * decimal separator, as they always did.
     */
    thousandsSeparator: z.enum(THOUSANDS_SEPARATORS).optional(),
    columns: z.object({
      bookingDate: columnSchema,
      valueDate: columnSchema.optional(),
      amount: columnSchema.optional(),
      credit: columnSchema.optional(),
      debit: columnSchema.optional(),
      currency: columnSchema.optional(),
      description: columnSchema.optional(),
      reference: columnSchema.optional(),
      counterpartyName: columnSchema.optional(),
      counterpartyIban: columnSchema.optional(),
    }),
    /** The account's currency, for every line when there is no currency column. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { message: 'Choose a currency (three capital letters, e.g. EUR)' }),
  })
  .refine(
    ({ columns }) =>
      columns.amount !== undefined
        ? columns.credit === undefined && columns.debit === undefined
        : columns.credit !== undefined && columns.debit !== undefined,
    { message: 'Map either one signed amount column or both a credit and a debit column', path: ['columns'] },
  )
  .refine(({ decimalSeparator, thousandsSeparator }) => thousandsSeparator !== decimalSeparator, {
    message: 'The thousands separator must differ from the decimal separator',
    path: ['thousandsSeparator'],
  })
  .refine(
    // Without a header row a column can only be named by its position.
    ({ hasHeader, columns }) =>
      hasHeader ||
      Object.values(columns).every((column) => column === undefined || /^[1-9]\d*$/.test(column)),
    { message: 'Without a header row, name each column by its number (1 for the first)', path: ['columns'] },
  );
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/**
 * Issue 32: what a stored statement was read from. ISO 20022 files say which message they are
 * (camt.052 intraday report, camt.053 statement, camt.054 notification); MT940 is SWIFT's text
 * statement; CSV is a bank's export read with a saved mapping.
 */
export const STATEMENT_FORMATS = ['camt053', 'camt052', 'camt054', 'mt940', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * What the person chooses on upload: `camt053` stands for any ISO 20022 bank-to-customer file
 * (camt.052, .053 or .054, the namespace decides), `mt940` for SWIFT text, `csv` with a mapping.
 */
export const IMPORT_FORMATS = ['camt053', 'mt940', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The most a statement file may weigh: a month of a busy trust account is far below it. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/admin/bank-statements, the multipart form's text fields beside `file`. A CSV needs
 * one of the saved mappings; a camt.053 file describes itself.
 */
export const importStatementFieldsSchema = z
  .object({
    format: z.enum(IMPORT_FORMATS),
    mappingId: z.uuid().optional(),
  })
  .refine(({ format, mappingId }) => format !== 'csv' || mappingId !== undefined, {
    message: 'Choose the saved column mapping for this CSV file',
    path: ['mappingId'],
  });
export type ImportStatementFields = z.infer<typeof importStatementFieldsSchema>;

/**
 * Issue 32 item 4: how a statement follows the previous live one of its account and currency,
 * computed when read. `overlap`: it starts on or before the day the previous one ended; `gap`: it
 * starts more than a day after; `sequence`: both carry numeric sequence numbers and this one is
 * not the previous one's plus one.
 */
export const CONTINUITY_KINDS = ['overlap', 'gap', 'sequence'] as const;
export const continuityIssueSchema = z.object({
  kind: z.enum(CONTINUITY_KINDS),
  previousId: z.string(),
  previousToDate: z.string().nullable(),
  previousSequenceNo: z.string().nullable(),
});
export type ContinuityIssue = z.infer<typeof continuityIssueSchema>;

/** Issue 32 item 5: who withdrew a statement imported in error, when and why. */
export const statementWithdrawalSchema = z.object({
  reason: z.string(),
  withdrawnByName: z.string().nullable(),
  withdrawnAt: z.string(),
});

/** One imported statement, as listed: what it covers and who imported it. */
export const bankStatementSummarySchema = z.object({
  id: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  fileName: z.string(),
  statementRef: z.string().nullable(),
  sequenceNo: z.string().nullable(),
  accountIban: z.string().nullable(),
  accountNumber: z.string().nullable(),
  currency: z.string(),
  /** Null when the file states no balances (CSV exports). */
  ...nullableMoneyShape('openingBalance'),
  ...nullableMoneyShape('closingBalance'),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  lineCount: z.number().int(),
  /** Lines matched to the ledger or set aside as not client money (issue 19 item 3). */
  explainedLineCount: z.number().int(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
  /** Null while the statement counts. */
  withdrawal: statementWithdrawalSchema.nullable(),
  /** Empty when it follows the previous statement without overlap or gap; empty when withdrawn. */
  continuity: z.array(continuityIssueSchema),
});
export type BankStatementSummary = z.infer<typeof bankStatementSummarySchema>;

export const bankStatementListSchema = z.object({ statements: z.array(bankStatementSummarySchema) });
export type BankStatementList = z.infer<typeof bankStatementListSchema>;

/** One booked movement as the bank reported it; the amount is positive, `direction` its sign. */
export const LINE_MATCH_STATUSES = ['unmatched', 'matched', 'not_client_money', 'withdrawn'] as const;

/** Where a line stands (issue 19 item 3): its latest decision in the matching log. */
export const lineMatchSchema = z.object({
  status: z.enum(LINE_MATCH_STATUSES),
  /** The recovery or payout the line is matched to. */
  transactionId: z.string().nullable(),
  transactionKind: z.enum(LEDGER_KINDS).nullable(),
  caseReference: z.string().nullable(),
  /** Matched by the import's rules, not by a person. */
  auto: z.boolean(),
  reason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /**
   * D35: matched to a reported recovery that still waits for a second person, because the line was
   * brought or matched by its reporter; the screen tells that reporter it is waiting on someone else.
   */
  awaitingSecondPerson: z
    .object({ reportedById: z.string(), reportedByName: z.string().nullable() })
    .nullable(),
});
export type LineMatch = z.infer<typeof lineMatchSchema>;

export const bankStatementLineSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  ...moneyShape('amount'),
  currency: z.string(),
  bookingDate: z.string(),
  valueDate: z.string(),
  reversal: z.boolean(),
  bankReference: z.string().nullable(),
  endToEndId: z.string().nullable(),
  remittance: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  foreignCurrency: z.boolean(),
  match: lineMatchSchema,
});
export type BankStatementLine = z.infer<typeof bankStatementLineSchema>;

export const bankStatementDetailSchema = z.object({
  statement: bankStatementSummarySchema,
  lines: z.array(bankStatementLineSchema),
});
export type BankStatementDetail = z.infer<typeof bankStatementDetailSchema>;

/** A saved mapping is a mapping with a name the import form lists it by. */
export const saveCsvMappingSchema = z.object({
  name: z.string().trim().min(1).max(100),
  mapping: csvMappingSchema,
});
export type SaveCsvMapping = z.infer<typeof saveCsvMappingSchema>;

export const savedCsvMappingSchema = z.object({
  id: z.string(),
  name: z.string(),
  mapping: csvMappingSchema,
  createdAt: z.string(),
});
export type SavedCsvMapping = z.infer<typeof savedCsvMappingSchema>;

export const csvMappingListSchema = z.object({ mappings: z.array(savedCsvMappingSchema) });

export const lineParamsSchema = z.object({
  lineId: z.coerce.number({ message: 'Not a valid statement line' }).int().positive(),
});

/** POST /api/admin/bank-statements/lines/{lineId}/match — the ledger entry this line stands for. */
export const matchLineSchema = z.object({ transactionId: z.uuid() });

/** Unmatch, or set aside as not client money: always with a reason (audited). */
export const lineReasonSchema = z.object({ reason: text().trim().min(5).max(1000) });

/** POST /api/admin/bank-statements/{id}/withdraw — why the statement was imported in error. */
export const withdrawStatementSchema = z.object({ reason: text().trim().min(5).max(1000) });

/** A ledger entry no statement line is matched to yet: what a line could be matched to. */
export const openLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['recovery_report', 'recovery', 'payout']),
  direction: z.enum(['credit', 'debit']),
  ...moneyShape('amount'),
  currency: z.string(),
  /** Received (recoveries) or booked (payouts). */
  date: z.string(),
  reference: z.string().nullable(),
  caseReference: z.string().nullable(),
  clientName: z.string().nullable(),
});
export type OpenLedgerEntry = z.infer<typeof openLedgerEntrySchema>;

export const unmatchedQuerySchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});

/** GET /api/admin/bank-statements/unmatched — side by side: what the bank shows and the ledger does not explain, and the reverse. */
export const unmatchedSchema = z.object({
  lines: z.array(bankStatementLineSchema.extend({ statementId: z.string() })),
  entries: z.array(openLedgerEntrySchema),
});
export type Unmatched = z.infer<typeof unmatchedSchema>;
