import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { tokenPurposeEnum } from './enums';
import { userRef } from './refs';

/** Set-password and invitation links (D11): stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef('user_id', 'cascade').notNull(),
    purpose: tokenPurposeEnum('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdById: userRef('created_by_id', 'set null'),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId),
    index('one_time_tokens_created_by_idx').on(t.createdById),
  ],
);
