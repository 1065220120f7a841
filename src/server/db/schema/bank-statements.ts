import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, currency, id, identityId, instant, ref } from './columns';
import { ledgerTransactions } from './ledger';
import { userRef } from './refs';
import { trustAccounts } from './trust-accounts';

/**
 * Issue 19: the trust account's bank statements as imported, append-only like the ledger (a
 * trigger in migration 0026 refuses UPDATE and DELETE): what the bank said is evidence and is
 * never rewritten. The file's sha256 is unique, and so is the statement's identity (account,
 * statement id, sequence), so the same statement cannot be imported twice.
 * The uploader is kept (restrict): an append-only row cannot follow its user's deletion.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: id(),
    /** The file's sha256: with the statement's place in the file, unique (issue 32: several per file). */
    sha256: text('sha256').notNull(),
    /** 1-based place of the statement in its file. */
    filePosition: integer('file_position').notNull().default(1),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    statementRef: text('statement_ref'),
    /** The bank's sequence number of the statement (camt ElctrncSeqNb or LglSeqNb), if stated. */
    sequenceNo: text('sequence_no'),
    accountIban: text('account_iban'),
    /** The account's number where it has no IBAN (issue 32: accounts outside IBAN countries). */
    accountNumber: text('account_number'),
    currency: currency(),
    /** D42: the registered trust account the statement belongs to; null on rows imported before. */
    trustAccountId: ref('trust_account_id', () => trustAccounts.id, 'restrict'),
    /** Signed (an overdrawn account is negative); null when the file states none (CSV). */
    openingBalanceCents: cents('opening_balance_cents'),
    closingBalanceCents: cents('closing_balance_cents'),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    lineCount: integer('line_count').notNull(),
    uploadedBy: userRef('uploaded_by', 'restrict').notNull(),
    uploadedAt: instant('uploaded_at').notNull().defaultNow(),
    /**
     * Issue 32 item 5: how many imports of this statement were withdrawn before this one (0 for
     * the first). Part of both unique keys, so a withdrawn statement can be imported again while
     * two live copies still cannot exist (docs/decisions/0136-statement-withdrawal.md).
     */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [
    index('bank_statements_uploaded_at_idx').on(t.uploadedAt),
    uniqueIndex('bank_statements_file_key').on(t.sha256, t.filePosition, t.generation),
    // Issue 31: a statement is its account, id and sequence, not its bytes, so a re-export with
    // other whitespace or creation time cannot be imported twice. Files without an id (CSV) are
    // known by their sha256 alone.
    uniqueIndex('bank_statements_identity_key')
      .on(
        sql`coalesce(${t.accountIban}, ${t.accountNumber}, '')`,
        t.statementRef,
        sql`coalesce(${t.sequenceNo}, '')`,
        t.generation,
      )
      .where(sql`${t.statementRef} is not null`),
    index('bank_statements_uploaded_by_idx').on(t.uploadedBy),
    index('bank_statements_trust_account_idx').on(t.trustAccountId),
    check('bank_statements_format', sql`${t.format} in ('camt052', 'camt053', 'camt054', 'mt940', 'csv')`),
  ],
);

/**
 * Issue 32 item 5: a statement imported in error, withdrawn by an admin with a reason. Append-only
 * (a trigger refuses UPDATE and DELETE) and one per statement: the statement and its lines stay as
 * evidence; this row says they count for nothing any more.
 */
export const bankStatementWithdrawals = pgTable(
  'bank_statement_withdrawals',
  {
    id: id(),
    statementId: ref('statement_id', () => bankStatements.id, 'restrict').notNull(),
    reason: text('reason').notNull(),
    withdrawnBy: userRef('withdrawn_by', 'restrict').notNull(),
    withdrawnAt: instant('withdrawn_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statement_withdrawals_statement_key').on(t.statementId),
    index('bank_statement_withdrawals_withdrawn_by_idx').on(t.withdrawnBy),
  ],
);

/** One booked movement of a statement, in the bank's order; the amount is positive, the direction its sign. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: identityId(),
    statementId: ref('statement_id', () => bankStatements.id, 'restrict').notNull(),
    lineNo: integer('line_no').notNull(),
    direction: text('direction').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: currency(),
    bookingDate: date('booking_date').notNull(),
    valueDate: date('value_date').notNull(),
    reversal: boolean('reversal').notNull(),
    bankReference: text('bank_reference'),
    endToEndId: text('end_to_end_id'),
    remittance: text('remittance'),
    counterpartyName: text('counterparty_name'),
    counterpartyIban: text('counterparty_iban'),
    foreignCurrency: boolean('foreign_currency').notNull(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_statement_line_key').on(t.statementId, t.lineNo),
    index('bank_statement_lines_booking_date_idx').on(t.bookingDate),
    check('bank_statement_lines_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('bank_statement_lines_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Saved CSV column mappings, one per bank export layout; replaced or deleted freely. */
export const bankCsvMappings = pgTable(
  'bank_csv_mappings',
  {
    id: id(),
    name: text('name').notNull().unique(),
    mapping: jsonb('mapping').notNull(),
    createdBy: userRef('created_by', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [index('bank_csv_mappings_created_by_idx').on(t.createdBy)],
);

/**
 * Issue 19 item 3: what each statement line was matched to, as a log (append-only, migration
 * 0029): every match, unmatch and "not client money" is a row with who and why, and a line's
 * state is its latest row. A credit is matched to the `recovery` it funded (a match to a reported
 * recovery confirms it first, D26); a debit to the `payout` it paid. A line of a withdrawn
 * statement gets a last row `withdrawn` (issue 32 item 5): it can no longer be matched or counted.
 */
export const bankLineMatches = pgTable(
  'bank_line_matches',
  {
    id: identityId(),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    transactionId: ref('transaction_id', () => ledgerTransactions.id, 'restrict'),
    /** Matched by the import's rules rather than by a person's choice. */
    auto: boolean('auto').notNull().default(false),
    reason: text('reason'),
    decidedBy: userRef('decided_by', 'restrict').notNull(),
    decidedAt: instant('decided_at').notNull().defaultNow(),
  },
  (t) => [
    index('bank_line_matches_line_idx').on(t.lineId, t.id),
    index('bank_line_matches_transaction_idx').on(t.transactionId),
    index('bank_line_matches_decided_by_idx').on(t.decidedBy),
    check(
      'bank_line_matches_action',
      sql`${t.action} in ('matched', 'unmatched', 'not_client_money', 'withdrawn')`,
    ),
    check('bank_line_matches_transaction', sql`(${t.action} = 'matched') = (${t.transactionId} is not null)`),
  ],
);
