import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { SessionStage } from '../../../shared/domain/sign-in';
import { createdAt, id, instant } from './columns';
import { userRef } from './refs';

/** Server-side sessions (D8). Only a keyed hash of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef('user_id', 'cascade').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; idle expiry is computed from lastSeenAt. */
    expiresAt: instant('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** D27: 'complete', or the sign-in step a partial session may still take (shared/domain/sign-in.ts). */
    stage: text('stage').$type<SessionStage>().notNull().default('complete'),
    /** The last password or factor check, for step-up (D27: money and access within 10 minutes). */
    verifiedAt: instant('verified_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
