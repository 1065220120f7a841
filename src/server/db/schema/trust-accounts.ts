import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, currency, id, timestamps } from './columns';
import { userRef } from './refs';

/**
 * D42: the firm's registered trust accounts. Registering or changing one is a D37 proposal a
 * second admin approves; only statements of a registered account are imported. The ledger keeps
 * one trust_bank per currency, so at most one account per currency (decision 0135). An account
 * has an IBAN, or outside IBAN countries an account number with its bank code.
 */
export const trustAccounts = pgTable(
  'trust_accounts',
  {
    id: id(),
    bankName: text('bank_name').notNull(),
    /** Electronic format: upper case, no spaces. */
    iban: text('iban'),
    accountNumber: text('account_number'),
    bankCode: text('bank_code'),
    bic: text('bic').notNull(),
    currency: currency(),
    openingDate: date('opening_date').notNull(),
    /**
     * What the account held on the opening date, as the bank states it: money the ledger never
     * booked (the books begin that day), which the reconciliation lists as brought forward.
     */
    openingBalanceCents: cents('opening_balance_cents').notNull().default(0),
    /** Who proposed it; null if they were erased. */
    registeredBy: userRef('registered_by', 'set null'),
    /** The second admin who approved it; null when the operator approved it, or for demo data. */
    approvedBy: userRef('approved_by', 'set null'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('trust_accounts_currency_key').on(t.currency),
    uniqueIndex('trust_accounts_iban_key').on(t.iban),
    uniqueIndex('trust_accounts_number_key').on(t.accountNumber, t.bankCode),
    index('trust_accounts_registered_by_idx').on(t.registeredBy),
    index('trust_accounts_approved_by_idx').on(t.approvedBy),
    check(
      'trust_accounts_identified',
      sql`(${t.iban} is not null and ${t.accountNumber} is null and ${t.bankCode} is null) or (${t.iban} is null and ${t.accountNumber} is not null and ${t.bankCode} is not null)`,
    ),
  ],
);
