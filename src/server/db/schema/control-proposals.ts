import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';
import { userRef } from './refs';

/**
 * D37: a change to the firm's controls that one person may only propose (a staff account, a
 * raised role, a weakened setting, a reset second factor, a new address for staff without one). It waits, `outcome` null, until a
 * second admin (or the operator, from the server's shell) approves or declines it, the proposer
 * withdraws it, or `expires_at` passes. `payload` is what the proposer asked for, re-validated
 * when it is applied; `result` is what applying it produced (ids, never a secret).
 */
export const controlProposals = pgTable(
  'control_proposals',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    proposedBy: userRef('proposed_by', 'set null'),
    proposedAt: instant('proposed_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** Null with a decision means the operator decided, from the server's shell. */
    decidedBy: userRef('decided_by', 'set null'),
    decidedAt: instant('decided_at'),
    outcome: text('outcome'),
    result: jsonb('result'),
  },
  (t) => [
    index('control_proposals_pending_idx').on(t.proposedAt).where(sql`${t.outcome} is null`),
    index('control_proposals_proposed_by_idx').on(t.proposedBy),
    index('control_proposals_decided_by_idx').on(t.decidedBy),
    check(
      'control_proposals_kind',
      sql`${t.kind} in ('staff_account', 'role_raise', 'team_member', 'settings', 'factor_reset', 'staff_email', 'trust_account', 'trust_account_change')`,
    ),
    check('control_proposals_outcome', sql`${t.outcome} in ('approved', 'declined', 'withdrawn')`),
    check('control_proposals_decision_whole', sql`(${t.outcome} is null) = (${t.decidedAt} is null)`),
  ],
);
