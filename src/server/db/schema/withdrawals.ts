import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { PAYOUT_METHOD_KINDS, WITHDRAWAL_STATUSES } from '../../../shared/domain/withdrawals';
import { cents, createdAt, currency, id, instant, ref, timestamps } from './columns';
import { ledgerTransactions } from './ledger';
import { clientRef, userRef } from './refs';

export const payoutMethodKindEnum = pgEnum('payout_method_kind', PAYOUT_METHOD_KINDS);
export const withdrawalStatusEnum = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);

/**
 * Where a client's money may be paid: a bank account or crypto wallet in the client's own name.
 * Removed methods are kept (withdrawals point at them) and hidden.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: id(),
    clientId: clientRef(),
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
    createdAt: createdAt(),
    removedAt: instant('removed_at'),
  },
  (t) => [index('payout_methods_client_idx').on(t.clientId)],
);

/** pending → approved → paid, or pending → rejected / cancelled. Money moves only via the ledger links. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    clientId: clientRef(),
    payoutMethodId: ref('payout_method_id', () => payoutMethods.id, 'restrict').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: currency(),
    status: withdrawalStatusEnum('status').notNull().default('pending'),
    holdTransactionId: ref('hold_transaction_id', () => ledgerTransactions.id, 'restrict').notNull(),
    settleTransactionId: ref('settle_transaction_id', () => ledgerTransactions.id, 'restrict'),
    reason: text('reason'),
    paidReference: text('paid_reference'),
    decidedById: userRef('decided_by_id', 'set null'),
    /** Issue 19: who approved it; marking it paid needs someone else (above the firm's threshold). */
    approvedById: userRef('approved_by_id', 'set null'),
    decidedAt: instant('decided_at'),
    ...timestamps(),
  },
  (t) => [
    index('withdrawals_client_idx').on(t.clientId),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    index('withdrawals_payout_method_idx').on(t.payoutMethodId),
    index('withdrawals_hold_tx_idx').on(t.holdTransactionId),
    index('withdrawals_settle_tx_idx').on(t.settleTransactionId),
    index('withdrawals_decided_by_idx').on(t.decidedById),
    index('withdrawals_approved_by_idx').on(t.approvedById),
  ],
);
