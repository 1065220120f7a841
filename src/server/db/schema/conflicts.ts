import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { CONFLICT_DECISIONS } from '../../../shared/domain/conflicts';
import { createdAt, id, instant, ref } from './columns';
import { leads } from './leads';
import { userRef } from './refs';

/**
 * The firm's adverse parties (issue 21 item 5): people and companies the firm acts against or
 * must not act for. Kept by admins; removing one keeps the row (a past conflict check named it).
 * `nameKey` and `aliasKeys` are the names folded for matching (shared/domain/conflicts.ts).
 */
export const adverseParties = pgTable(
  'adverse_parties',
  {
    id: id(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    nameKey: text('name_key').notNull(),
    aliasKeys: text('alias_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Normalized as indicators are: email lowercase, phone E.164. */
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    note: text('note'),
    createdBy: userRef('created_by', 'set null'),
    createdAt: createdAt(),
    removedAt: instant('removed_at'),
    removedBy: userRef('removed_by', 'set null'),
  },
  (t) => [
    index('adverse_parties_live_idx').on(t.createdAt).where(sql`${t.removedAt} is null`),
    index('adverse_parties_name_key_idx').on(t.nameKey),
    index('adverse_parties_email_idx').on(t.email),
    index('adverse_parties_phone_idx').on(t.phone),
    index('adverse_parties_created_by_idx').on(t.createdBy),
    index('adverse_parties_removed_by_idx').on(t.removedBy),
  ],
);

/**
 * What staff decided about a lead's conflicts: append-only (a trigger refuses changes), the
 * latest row counts. `conflicts` is what was shown when deciding, so a conflict found later
 * (an indicator reported afterwards) opens the check again.
 */
export const leadConflictDecisions = pgTable(
  'lead_conflict_decisions',
  {
    id: id(),
    leadId: ref('lead_id', () => leads.id, 'restrict').notNull(),
    decision: text('decision', { enum: CONFLICT_DECISIONS }).notNull(),
    reason: text('reason').notNull(),
    conflicts: jsonb('conflicts').$type<string[]>().notNull(),
    decidedBy: userRef('decided_by', 'set null'),
    decidedAt: instant('decided_at').notNull().defaultNow(),
  },
  (t) => [
    index('lead_conflict_decisions_lead_idx').on(t.leadId, t.decidedAt),
    index('lead_conflict_decisions_decided_by_idx').on(t.decidedBy),
    check('lead_conflict_decisions_known', sql`${t.decision} in ('cleared', 'declined')`),
  ],
);
