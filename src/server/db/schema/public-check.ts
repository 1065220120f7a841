import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { PUBLIC_CHECK_OUTCOMES } from '../../../shared/domain/public-check';

/**
 * How often the public check was used (issue 21 item 6): one counter per UTC day and outcome.
 * Deliberately nothing else: no IP address, no typed value, no indicator, no time of day, so the
 * table cannot tell who asked about what. The rate limit keeps its own short-lived buckets.
 */
export const publicCheckCounts = pgTable(
  'public_check_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: PUBLIC_CHECK_OUTCOMES }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.outcome] }),
    check(
      'public_check_counts_outcome_known',
      sql`${t.outcome} in (${sql.raw(PUBLIC_CHECK_OUTCOMES.map((o) => `'${o}'`).join(', '))})`,
    ),
    check('public_check_counts_count_positive', sql`${t.count} > 0`),
  ],
);
