import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, ref, timestamps } from './columns';
import { desks } from './desks';
import { languageEnum, userRoleEnum, userStatusEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    role: userRoleEnum('role').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    country: text('country'),
    language: languageEnum('language').notNull().default('en'),
    status: userStatusEnum('status').notNull().default('active'),
    banReason: text('ban_reason'),
    bannedAt: instant('banned_at'),
    deskId: ref('desk_id', () => desks.id, 'set null'),
    managerId: ref('manager_id', (): AnyPgColumn => users.id, 'set null'),
    /** argon2id PHC string; null for invited users who have not set a password yet (D11, D16). */
    passwordHash: text('password_hash'),
    passwordChangedAt: instant('password_changed_at'),
    /**
     * D31: the password was set by an admin, who therefore knows it. Until the person chooses their
     * own, every API but me, logout and change-password answers 403 password_change_required.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ...timestamps(),
    lastActiveAt: instant('last_active_at'),
    /** Issue 4: a lawyer or manager chose to appear on the public team page (off until they opt in). */
    publicProfile: boolean('public_profile').notNull().default(false),
    /** Their short public biography, shown only while publicProfile is on. */
    publicBio: text('public_bio'),
    /**
     * D28: when the person proved they read this address (a confirmation link). Null = not yet:
     * no payout method and no withdrawal until then.
     */
    emailConfirmedAt: instant('email_confirmed_at'),
    /**
     * D28: opened by registering an address that already had an account. It keeps that address
     * (so the visitor sees what any registrant sees) but is left out of the email's uniqueness
     * and of sign-in by email; it can never be confirmed, only merged into the owner's account.
     */
    provisional: boolean('provisional').notNull().default(false),
    /** The account that owns the address; confirming its attach link moves the case there. */
    provisionalOwnerId: ref('provisional_owner_id', (): AnyPgColumn => users.id, 'set null'),
  },
  (t) => [
    // Usernames and emails are unique whatever their case: "Anna@x.com" and "anna@x.com" are one person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Provisional accounts (D28) share the owner's address, so they are outside this index.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`not ${t.provisional}`),
    index('users_provisional_owner_idx').on(t.provisionalOwnerId),
    index('users_role_idx').on(t.role),
    index('users_status_idx').on(t.status),
    index('users_desk_idx').on(t.deskId),
    index('users_manager_idx').on(t.managerId),
    index('users_created_at_idx').on(t.createdAt),
    // Search by name or email (LIKE '%…%', D14): one trigram index on the expression that
    // lib/search.ts personSearchText builds, so the query and the index always match.
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // Lists sorted by a person's name (the manager's cases by client): walked in order, no sort.
    index('users_name_idx').on(t.lastName, t.firstName, t.id),
    // The public team page: the few who opted in, in name order, without touching other users.
    index('users_public_team_idx').on(t.lastName, t.firstName, t.id).where(sql`${t.publicProfile}`),
  ],
);
