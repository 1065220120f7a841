import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { userRef } from './refs';

/**
 * D27: a person's authenticator app (RFC 6238), at most one. The secret is sealed with the
 * secret box ('totp-secret'); a database copy alone cannot make codes. `confirmedAt` is null
 * while enrolment waits for the first code. `lastUsedStep` refuses a code used once already.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: userRef('user_id', 'cascade').primaryKey(),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use codes for a lost phone; stored hashed, shown once, replaced all at once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys). The public key only; the private key never leaves the device. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    /** base64url, as the browser names it; unique across the firm. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A WebAuthn ceremony's challenge, kept on the server until answered (single use, minutes long).
 * `userId` is null for a passwordless sign-in, where the person is known only from the answer.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: id(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(),
    userId: userRef('user_id', 'cascade'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);

/** Six-digit sign-in codes sent by email (clients): hashed, ten minutes, five tries, single use. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('sign_in_codes_user_idx').on(t.userId)],
);

/** Browsers a person has signed in from (a hash of a long-lived cookie): a new one gets a notice. */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    browserHash: text('browser_hash').notNull(),
    firstSeenAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);
