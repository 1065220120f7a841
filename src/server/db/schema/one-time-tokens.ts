import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tokenPurposeEnum } from './enums';
import { users } from './users';

/** Set-password and invitation links (D11): stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId),
    index('one_time_tokens_created_by_idx').on(t.createdById),
  ],
);
