import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, pgView, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CARD_NETWORKS,
  CONTACT_KINDS,
  CRYPTO_NETWORKS,
  INDICATOR_KINDS,
  MESSENGERS,
  PAYMENT_METHODS,
} from '../../../shared/domain/trail/options';
import { INDICATOR_STATUSES } from '../../../shared/domain/trail/statuses';
import { cents, createdAt, currency, id, instant, ref, timestamps } from './columns';
import { caseRef, userRef } from './refs';

/** The fixed lists as SQL literals, for the check constraints (constants, never input). */
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A scam's destination or contact point in one normalized form (shared/domain/trail): one row per
 * (kind, value), whichever case reported it, so two cases naming it are linked through this row.
 * The status is the firm's word on it: a false match stops linking through it (issue 21).
 */
export const indicators = pgTable(
  'indicators',
  {
    id: id(),
    kind: text('kind', { enum: INDICATOR_KINDS }).notNull(),
    value: text('value').notNull(),
    status: text('status', { enum: INDICATOR_STATUSES }).notNull().default('unreviewed'),
    statusReason: text('status_reason'),
    statusBy: userRef('status_by', 'set null'),
    statusAt: instant('status_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('indicators_kind_value_key').on(t.kind, t.value),
    check('indicators_kind_known', sql`${t.kind} in (${sql.raw(quoted(INDICATOR_KINDS))})`),
    check('indicators_status_known', sql`${t.status} in (${sql.raw(quoted(INDICATOR_STATUSES))})`),
    index('indicators_status_by_idx').on(t.statusBy),
  ],
);

/** Who wrote, changed and removed a trail row; removal keeps the row (it may be evidence). */
const authorship = () => ({
  enteredBy: userRef('entered_by', 'set null'),
  updatedBy: userRef('updated_by', 'set null'),
  removedBy: userRef('removed_by', 'set null'),
  removedAt: instant('removed_at'),
});

/**
 * A payment the client made to the scheme, as typed (trimmed): the indicator holds the normalized
 * destination. Cash and "other" payments have none.
 */
export const schemePayments = pgTable(
  'scheme_payments',
  {
    id: id(),
    caseId: caseRef('restrict').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: currency(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    cardNetwork: text('card_network', { enum: CARD_NETWORKS }),
    merchantDescriptor: text('merchant_descriptor'),
    beneficiaryName: text('beneficiary_name'),
    iban: text('iban'),
    accountNumber: text('account_number'),
    bic: text('bic'),
    bankName: text('bank_name'),
    cryptoNetwork: text('crypto_network', { enum: CRYPTO_NETWORKS }),
    walletAddress: text('wallet_address'),
    txHash: text('tx_hash'),
    note: text('note'),
    indicatorId: ref('indicator_id', () => indicators.id, 'restrict'),
    ...authorship(),
    ...timestamps(),
  },
  (t) => [
    index('scheme_payments_case_idx').on(t.caseId, t.paidOn),
    check('scheme_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('scheme_payments_method_known', sql`${t.method} in (${sql.raw(quoted(PAYMENT_METHODS))})`),
    index('scheme_payments_indicator_idx').on(t.indicatorId).where(sql`${t.removedAt} is null`),
    index('scheme_payments_entered_by_idx').on(t.enteredBy),
    index('scheme_payments_updated_by_idx').on(t.updatedBy),
    index('scheme_payments_removed_by_idx').on(t.removedBy),
  ],
);

/** A way the scheme reached the client: a website, an app, a phone, an email, a messenger handle. */
export const schemeContacts = pgTable(
  'scheme_contacts',
  {
    id: id(),
    caseId: caseRef('restrict').notNull(),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    messenger: text('messenger', { enum: MESSENGERS }),
    value: text('value').notNull(),
    note: text('note'),
    indicatorId: ref('indicator_id', () => indicators.id, 'restrict').notNull(),
    ...authorship(),
    ...timestamps(),
  },
  (t) => [
    index('scheme_contacts_case_idx').on(t.caseId, t.createdAt),
    check('scheme_contacts_kind_known', sql`${t.kind} in (${sql.raw(quoted(CONTACT_KINDS))})`),
    index('scheme_contacts_indicator_idx').on(t.indicatorId).where(sql`${t.removedAt} is null`),
    index('scheme_contacts_entered_by_idx').on(t.enteredBy),
    index('scheme_contacts_updated_by_idx').on(t.updatedBy),
    index('scheme_contacts_removed_by_idx').on(t.removedBy),
  ],
);

/**
 * Every live sighting of an indicator on a case: the payments (with their amounts) and contact
 * points not removed. Created by migration 0036; links, schemes and the public check read it.
 */
export const indicatorSightings = pgView('indicator_sightings', {
  indicatorId: uuid('indicator_id').notNull(),
  caseId: uuid('case_id').notNull(),
  amountCents: cents('amount_cents'),
  currency: text('currency'),
  source: text('source', { enum: ['payment', 'contact'] }).notNull(),
  sourceId: uuid('source_id').notNull(),
  createdAt: instant('created_at').notNull(),
  /** Who entered and who last corrected the row (migration 0044): their own reviews do not count (D38). */
  enteredBy: uuid('entered_by'),
  updatedBy: uuid('updated_by'),
}).existing();
