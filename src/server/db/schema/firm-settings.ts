import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Settings the firm may change (estimated step times, thresholds, targets). One row per key;
 * the defaults and the schema of each value live in src/shared/domain/firm-settings.ts, so a
 * missing row means "the default".
 */
export const firmSettings = pgTable('firm_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
