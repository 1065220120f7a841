import { sql } from 'drizzle-orm';
import { check, index, pgTable, pgView, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, ref } from './columns';
import { indicators } from './payment-trail';
import { caseRef, userRef } from './refs';

/**
 * A staff member's review of an indicator on one case (D38): they looked at what this client
 * reported and found it holds. The public check counts a client only through such a review on a
 * case with a signed fee agreement, by someone other than whoever entered the sighting, on a case
 * another member of staff has worked on too (`countedSightings`).
 *
 * Withdrawable, never edited or deleted: a review given in error (the wrong case, a typo the
 * client later corrected, evidence that turned out forged) must stop counting at once, and the
 * record of who vouched and who withdrew, when and why, stays. A trigger (drizzle/) allows only
 * that one change, once; a new review after a withdrawal is a new row. At most one live review
 * per indicator and case.
 */
export const indicatorCaseReviews = pgTable(
  'indicator_case_reviews',
  {
    id: id(),
    indicatorId: ref('indicator_id', () => indicators.id, 'restrict').notNull(),
    caseId: caseRef('restrict').notNull(),
    reviewedBy: userRef('reviewed_by', 'set null'),
    reviewedAt: instant('reviewed_at').notNull().defaultNow(),
    withdrawnBy: userRef('withdrawn_by', 'set null'),
    withdrawnAt: instant('withdrawn_at'),
    withdrawnReason: text('withdrawn_reason'),
  },
  (t) => [
    uniqueIndex('indicator_case_reviews_live_key')
      .on(t.indicatorId, t.caseId)
      .where(sql`${t.withdrawnAt} is null`),
    index('indicator_case_reviews_case_idx').on(t.caseId),
    index('indicator_case_reviews_reviewed_by_idx').on(t.reviewedBy),
    index('indicator_case_reviews_withdrawn_by_idx').on(t.withdrawnBy),
    check(
      'indicator_case_reviews_withdrawal_whole',
      sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null)`,
    ),
  ],
);

/**
 * The live sightings the public check counts (migration 0046, D38): on a case with a signed fee
 * agreement, reviewed there by someone who did not write the sighting, and worked on by a member
 * of staff other than the reviewer. The check and the case drawer read this one definition.
 */
export const countedSightings = pgView('counted_sightings', {
  indicatorId: uuid('indicator_id').notNull(),
  caseId: uuid('case_id').notNull(),
  clientId: uuid('client_id').notNull(),
}).existing();
