import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_KINDS, RECOVERY_SOURCES } from '../../../shared/domain/ledger';
import { cases } from './cases';
import { users } from './users';

export const ledgerAccountEnum = pgEnum('ledger_account', LEDGER_ACCOUNTS);
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);
export const recoverySourceEnum = pgEnum('recovery_source', RECOVERY_SOURCES);

/**
 * The trust ledger (D7, D19): append-only (triggers refuse UPDATE and DELETE) and double-entry
 * (a deferred trigger refuses to commit a transaction whose postings do not sum to zero).
 * Corrections are reversal transactions that point at what they reverse, at most once.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerKindEnum('kind').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** The gross amount moved, always positive; the postings carry the signs. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    source: recoverySourceEnum('source'),
    reference: text('reference'),
    receivedAt: date('received_at'),
    reason: text('reason'),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_client_idx').on(t.clientId),
    index('ledger_transactions_case_idx').on(t.caseId),
    index('ledger_transactions_created_by_idx').on(t.createdById),
    index('ledger_transactions_created_at_idx').on(t.createdAt),
    // Admin financials by booking month: the months' transactions and kinds from the index alone.
    index('ledger_transactions_created_kind_idx').on(t.createdAt, t.id, t.kind),
    uniqueIndex('ledger_transactions_reverses_key').on(t.reversesId),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: ledgerAccountEnum('account').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    caseId: uuid('case_id').references(() => cases.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** Debit positive, credit negative (shared/domain/ledger.ts). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_postings_transaction_idx').on(t.transactionId),
    index('ledger_postings_client_account_idx').on(t.clientId, t.account, t.currency),
    index('ledger_postings_case_account_idx').on(t.caseId, t.account),
  ],
);

/**
 * Idempotency-Key records for money-moving requests: the same key and payload return the first
 * answer; the same key with another payload is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_actor_key').on(t.actorId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
