import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, currency, id, instant, timestamps } from './columns';
import { fraudTypeEnum, leadStatusEnum } from './enums';
import { caseRef, clientRef, userRef } from './refs';

/**
 * A prospective matter, as it arrived (registration or a lawyer adding a client). The lead keeps
 * the intake facts; its case is opened at once in phase `new` so the client sees it (D1, D21).
 * `country` is copied from the form so desk routing (D21) never depends on later profile edits.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    clientId: clientRef(),
    caseId: caseRef('restrict').notNull(),
    status: leadStatusEnum('status').notNull().default('new'),
    source: text('source', { enum: ['registration', 'staff'] }).notNull(),
    country: text('country').notNull(),
    fraudType: fraudTypeEnum('fraud_type').notNull(),
    amountLostCents: cents('amount_lost_cents').notNull(),
    currency: currency().default('USD'),
    description: text('description').notNull().default(''),
    policeReportRef: text('police_report_ref'),
    rejectReason: text('reject_reason'),
    /** Staff member who last moved the lead (contacted, qualified, converted, rejected). */
    handledBy: userRef('handled_by', 'set null'),
    firstContactedAt: instant('first_contacted_at'),
    convertedAt: instant('converted_at'),
    ...timestamps(),
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
