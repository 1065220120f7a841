import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { fraudTypeEnum, leadStatusEnum } from './enums';
import { users } from './users';

/**
 * A prospective matter, as it arrived (registration or a lawyer adding a client). The lead keeps
 * the intake facts; its case is opened at once in phase `new` so the client sees it (D1, D21).
 * `country` is copied from the form so desk routing (D21) never depends on later profile edits.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'restrict' }),
    status: leadStatusEnum('status').notNull().default('new'),
    source: text('source', { enum: ['registration', 'staff'] }).notNull(),
    country: text('country').notNull(),
    fraudType: fraudTypeEnum('fraud_type').notNull(),
    amountLostCents: bigint('amount_lost_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    description: text('description').notNull().default(''),
    policeReportRef: text('police_report_ref'),
    rejectReason: text('reject_reason'),
    /** Staff member who last moved the lead (contacted, qualified, converted, rejected). */
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    firstContactedAt: timestamp('first_contacted_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_case_key').on(t.caseId),
    index('leads_client_idx').on(t.clientId),
    index('leads_handled_by_idx').on(t.handledBy),
    index('leads_status_country_idx').on(t.status, t.country, t.createdAt),
    index('leads_created_at_idx').on(t.createdAt),
    // Admin analytics' leads per week and conversion, read from the index alone.
    index('leads_created_status_idx').on(t.createdAt, t.status),
  ],
);
