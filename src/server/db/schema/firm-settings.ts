import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { userRef } from './refs';

/**
 * Settings the firm may change (estimated step times, thresholds, targets). One row per key;
 * the defaults and the schema of each value live in src/shared/domain/firm-settings.ts, so a
 * missing row means "the default".
 */
export const firmSettings = pgTable('firm_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: userRef('updated_by', 'set null'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
