import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgSequence, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { cents, currency, id, instant, ref, timestamps } from './columns';
import { desks } from './desks';
import { fraudTypeEnum, phaseEnum, priorityEnum } from './enums';
import { users } from './users';

/** Feeds the human case reference RC-<year>-<6 digits>. */
export const caseReferenceSeq = pgSequence('case_reference_seq', { startWith: 1 });

/**
 * A client's matter. Money in integer cents with a currency (D19); the fee rate is fixed when
 * the case is opened, in basis points (2000 = 20%), so a later change of the firm's rate never
 * rewrites an existing agreement.
 */
export const cases = pgTable(
  'cases',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    clientId: ref('client_id', () => users.id, 'restrict').notNull(),
    /** Null when the title is composed when read (fraud type and client name, in the reader's language). */
    title: text('title'),
    fraudType: fraudTypeEnum('fraud_type').notNull(),
    amountLostCents: cents('amount_lost_cents').notNull(),
    currency: currency().default('USD'),
    feeRateBps: integer('fee_rate_bps').notNull().default(2000),
    phase: phaseEnum('phase').notNull().default('new'),
    priority: priorityEnum('priority').notNull().default('medium'),
    deskId: ref('desk_id', () => desks.id, 'set null'),
    lawyerId: ref('lawyer_id', () => users.id, 'set null'),
    nextAction: text('next_action'),
    dueDate: date('due_date'),
    /** The client's 1–5 rating given at completion; feeds the public average (issue 4, D5). */
    clientRating: smallint('client_rating'),
    ratedAt: instant('rated_at'),
    /** What the client wrote with their rating, if anything (≤ 2,000 characters); not published. */
    ratingComment: text('rating_comment'),
    phaseChangedAt: instant('phase_changed_at').notNull().defaultNow(),
    /**
     * Derived, never written by code: a trigger on ledger_postings adds each trust-bank and fee
     * posting of the case (drizzle/0008). Lets desk-wide lists and totals read one column instead
     * of summing postings per case; the ledger property test checks it equals the postings' sum.
     */
    recoveredCents: cents('recovered_cents').notNull().default(0),
    feeCents: cents('fee_cents').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('cases_client_idx').on(t.clientId),
    index('cases_lawyer_idx').on(t.lawyerId),
    index('cases_desk_idx').on(t.deskId),
    index('cases_phase_idx').on(t.phase),
    index('cases_priority_idx').on(t.priority),
    index('cases_created_at_idx').on(t.createdAt),
    check('cases_amount_lost_positive', sql`${t.amountLostCents} > 0`),
    index('cases_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('cases_lawyer_phase_idx').on(t.lawyerId, t.phase),
    index('cases_desk_phase_idx').on(t.deskId, t.phase),
    index('cases_desk_created_idx').on(t.deskId, t.createdAt),
    // The manager's case table sorts a desk's cases by these (GET /api/manager/cases), the case
    // id breaking ties, so the first page is read off the index instead of sorting 36k rows.
    index('cases_desk_reference_idx').on(t.deskId, t.reference),
    index('cases_desk_fraud_type_idx').on(t.deskId, t.fraudType, t.id),
    index('cases_desk_amount_idx').on(t.deskId, t.amountLostCents, t.id),
    index('cases_desk_phase_id_idx').on(t.deskId, t.phase, t.id),
    // The admin's "unassigned" filter (GET /api/admin/cases), newest first: a small partial index
    // instead of walking every case by date to find the few without a lawyer.
    index('cases_unassigned_created_idx').on(t.createdAt, t.id).where(sql`${t.lawyerId} is null`),
    // Admin analytics (modules/admin/firm-analytics-queries.ts), read from the index alone: cases
    // per phase with how long they have been there, and the figures of cases without a desk.
    index('cases_phase_changed_idx').on(t.phase, t.phaseChangedAt),
    index('cases_no_desk_idx')
      .on(t.phase, t.currency, t.recoveredCents, t.createdAt, t.phaseChangedAt)
      .where(sql`${t.deskId} is null`),
    check('cases_rating_range', sql`${t.clientRating} between 1 and 5`),
    check('cases_rating_comment_length', sql`char_length(${t.ratingComment}) <= 2000`),
    check('cases_fee_rate_range', sql`${t.feeRateBps} between 0 and 10000`),
  ],
);
