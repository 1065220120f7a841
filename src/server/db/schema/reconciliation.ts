import { date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, currency, id, instant, ref } from './columns';
import { userRef } from './refs';
import { trustAccounts } from './trust-accounts';

/**
 * Issue 19 item 4: a month of the trust account signed off, in one currency: who, when, the three
 * figures and the itemised differences as they stood. Append-only (a trigger in migration 0030
 * refuses UPDATE and DELETE) and one per month and currency: a signed month is a record, not a
 * state. The signer's name is kept as written then, so the record reads the same if the person is
 * later erased; the reference to them is restrict, like every append-only row's.
 */
export const reconciliationSignOffs = pgTable(
  'reconciliation_sign_offs',
  {
    id: id(),
    month: text('month').notNull(),
    currency: currency(),
    /** D42: the trust account of the currency when signed; null on sign-offs made before. */
    trustAccountId: ref('trust_account_id', () => trustAccounts.id, 'restrict'),
    asOf: date('as_of').notNull(),
    bankBalanceCents: cents('bank_balance_cents').notNull(),
    ledgerBalanceCents: cents('ledger_balance_cents').notNull(),
    clientBalanceCents: cents('client_balance_cents').notNull(),
    feesHeldCents: cents('fees_held_cents').notNull(),
    statementRef: text('statement_ref'),
    items: jsonb('items').notNull(),
    signedBy: userRef('signed_by', 'restrict').notNull(),
    signedByName: text('signed_by_name').notNull(),
    signedAt: instant('signed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconciliation_sign_offs_month_currency_key').on(t.month, t.currency),
    index('reconciliation_sign_offs_signed_by_idx').on(t.signedBy),
    index('reconciliation_sign_offs_trust_account_idx').on(t.trustAccountId),
  ],
);
