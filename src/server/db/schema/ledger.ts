import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_KINDS, RECOVERY_SOURCES } from '../../../shared/domain/ledger';
import { cents, createdAt, currency, id, identityId, ref } from './columns';
import { caseRef, clientRef, userRef } from './refs';

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
    id: id(),
    kind: ledgerKindEnum('kind').notNull(),
    clientId: clientRef(),
    caseId: caseRef('restrict'),
    currency: currency(),
    /** The gross amount moved, always positive; the postings carry the signs. */
    amountCents: cents('amount_cents').notNull(),
    source: recoverySourceEnum('source'),
    reference: text('reference'),
    receivedAt: date('received_at'),
    reason: text('reason'),
    /**
     * On a reported recovery: it took the case's recoveries above the amount lost, so the reporter
     * gave a reason (in `reason`) and the confirmer sees a flag (D26, issue 19).
     */
    aboveClaim: boolean('above_claim').notNull().default(false),
    reversesId: ref('reverses_id', (): AnyPgColumn => ledgerTransactions.id, 'restrict'),
    /**
     * On a confirmation (kind recovery), retraction or rejection: the reported recovery it closes
     * (D26). Unique, so a report is closed once, by whichever outcome commits first.
     */
    reportId: ref('report_id', (): AnyPgColumn => ledgerTransactions.id, 'restrict'),
    createdById: userRef('created_by_id', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_client_idx').on(t.clientId),
    index('ledger_transactions_case_idx').on(t.caseId),
    index('ledger_transactions_created_by_idx').on(t.createdById),
    index('ledger_transactions_created_at_idx').on(t.createdAt),
    // Admin financials by booking month: the months' transactions and kinds from the index alone.
    index('ledger_transactions_created_kind_idx').on(t.createdAt, t.id, t.kind),
    uniqueIndex('ledger_transactions_reverses_key').on(t.reversesId),
    uniqueIndex('ledger_transactions_report_key').on(t.reportId),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: identityId(),
    transactionId: ref('transaction_id', () => ledgerTransactions.id, 'restrict').notNull(),
    account: ledgerAccountEnum('account').notNull(),
    clientId: clientRef(),
    caseId: caseRef('restrict'),
    currency: currency(),
    /** Debit positive, credit negative (shared/domain/ledger.ts). */
    amountCents: cents('amount_cents').notNull(),
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
    id: id(),
    actorId: uuid('actor_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: text('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_actor_key').on(t.actorId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
