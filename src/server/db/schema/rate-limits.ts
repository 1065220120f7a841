import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Fixed-window counters kept in the database so every app instance sees the same count. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: instant('reset_at').notNull(),
});
