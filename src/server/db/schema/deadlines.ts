import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEADLINE_OUTCOMES } from '../../../shared/contracts/deadlines';
import { REMINDER_DAYS } from '../../../shared/domain/deadlines';
import { id, instant, ref } from './columns';
import { schemePayments } from './payment-trail';
import { caseRef, userRef } from './refs';

/**
 * A deadline of a payment recorded met or waived (issue 21 item 3): who, when and why. A deadline
 * is computed (the firm's rule applied to the payment), so it is known here by its payment and
 * rule; `due_on` keeps the day it fell on when it was closed, whatever the rule says later.
 */
export const deadlineClosures = pgTable(
  'deadline_closures',
  {
    id: id(),
    caseId: caseRef('restrict').notNull(),
    paymentId: ref('payment_id', () => schemePayments.id, 'restrict').notNull(),
    ruleId: text('rule_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: DEADLINE_OUTCOMES }).notNull(),
    reason: text('reason').notNull(),
    closedBy: userRef('closed_by', 'set null'),
    closedAt: instant('closed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deadline_closures_payment_rule_key').on(t.paymentId, t.ruleId),
    index('deadline_closures_case_idx').on(t.caseId),
    index('deadline_closures_closed_by_idx').on(t.closedBy),
    check('deadline_closures_outcome_known', sql`${t.outcome} in ('met', 'waived')`),
  ],
);

/**
 * The reminder thresholds already dealt with for one deadline on one due day: `emailed` when the
 * reminder went out, false when it was passed over for a more urgent one (remindersDue). Unique,
 * so however many instances run the job, no threshold is sent twice; a new due day (the payment's
 * date or the firm's rule corrected) is a new deadline with reminders of its own.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    id: id(),
    paymentId: ref('payment_id', () => schemePayments.id, 'restrict').notNull(),
    ruleId: text('rule_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    threshold: integer('threshold').notNull(),
    emailed: boolean('emailed').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deadline_reminders_key').on(t.paymentId, t.ruleId, t.dueOn, t.threshold),
    check(
      'deadline_reminders_threshold_known',
      sql`${t.threshold} in (${sql.raw(REMINDER_DAYS.join(', '))})`,
    ),
  ],
);
