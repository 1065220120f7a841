import { type AnyPgColumn, bigint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The column shapes the tables repeat, so each table lists only what is its own. They only
 * shorten how the schema reads: names, types, defaults and keys are exactly what the migrations
 * in drizzle/ created (`drizzle-kit generate` finds nothing to migrate). Each call returns a new
 * builder, since a drizzle builder belongs to the one table it is placed in.
 */

/** The row's key: a uuid Postgres draws itself. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** The key of an append-only table that only ever grows: a bigint identity. */
export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A moment; every one in the schema is a timestamptz. */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** created_at and updated_at, for rows that change after they are written. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Money in integer cents (D19), read as a JS number (amounts stay far below 2^53). */
export const cents = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/** The ISO 4217 code every amount carries beside it (D19). */
export const currency = () => text('currency').notNull();

/** What deleting the row a reference points at does to this one. */
type OnDelete = 'cascade' | 'restrict' | 'set null';

/** A uuid naming another table's row. */
export const ref = <TName extends string>(name: TName, target: () => AnyPgColumn, onDelete: OnDelete) =>
  uuid(name).references(target, { onDelete });
