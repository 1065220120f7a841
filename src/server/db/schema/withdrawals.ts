import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_METHOD_KINDS, WITHDRAWAL_STATUSES } from '../../../shared/domain/withdrawals';
import { ledgerTransactions } from './ledger';
import { users } from './users';

export const payoutMethodKindEnum = pgEnum('payout_method_kind', PAYOUT_METHOD_KINDS);
export const withdrawalStatusEnum = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);

/**
 * Where a client's money may be paid: a bank account or crypto wallet in the client's own name.
 * Removed methods are kept (withdrawals point at them) and hidden.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: payoutMethodKindEnum('kind').notNull(),
    holderName: text('holder_name').notNull(),
    label: text('label').notNull(),
    /** iban and walletAddress are sealed with lib/secret-box ('payout-details'), never plain. */
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    network: text('network'),
    walletAddress: text('wallet_address'),
    /** What screens show ("NL91 •••• 4300"), kept beside the sealed value so lists need no key. */
    maskedDetails: text('masked_details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('payout_methods_client_idx').on(t.clientId)],
);

/** pending → approved → paid, or pending → rejected / cancelled. Money moves only via the ledger links. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    payoutMethodId: uuid('payout_method_id')
      .notNull()
      .references(() => payoutMethods.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('pending'),
    holdTransactionId: uuid('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason'),
    paidReference: text('paid_reference'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_client_idx').on(t.clientId),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    index('withdrawals_payout_method_idx').on(t.payoutMethodId),
    index('withdrawals_hold_tx_idx').on(t.holdTransactionId),
    index('withdrawals_settle_tx_idx').on(t.settleTransactionId),
    index('withdrawals_decided_by_idx').on(t.decidedById),
  ],
);
