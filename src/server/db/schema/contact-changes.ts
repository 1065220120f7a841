import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { userRef } from './refs';

/**
 * D34: a staff member's edit of a client's email or phone, held aside until the client confirms
 * it. The user's own email and phone stay as they are meanwhile, so sign-in codes, password
 * resets and notices keep going to the address the client proved is theirs.
 *
 * Two links, each stored only as a hash: `confirm` (sent to the new address; for a phone, to the
 * client's current address, since there is no SMS) and `cancel` ("this wasn't me", sent to the
 * current address). One open proposal per client and field; a new one replaces the old.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    field: text('field').notNull(),
    /** The value when proposed: shown in the notice, and a confirmation checks it still holds. */
    previousValue: text('previous_value'),
    /** Null only for a phone number to be removed. */
    proposedValue: text('proposed_value'),
    proposedById: userRef('proposed_by_id', 'set null'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    /** pending → confirmed (the client's link), disputed ("this wasn't me"), withdrawn (staff) or replaced. */
    status: text('status').notNull().default('pending'),
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    uniqueIndex('contact_changes_open_key').on(t.userId, t.field).where(sql`${t.status} = 'pending'`),
    index('contact_changes_proposed_by_idx').on(t.proposedById),
    check('contact_changes_field', sql`${t.field} in ('email', 'phone')`),
    check(
      'contact_changes_status',
      sql`${t.status} in ('pending', 'confirmed', 'disputed', 'withdrawn', 'replaced')`,
    ),
    check('contact_changes_resolved', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
  ],
);
