import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../shared/domain/errors';
import type { Actor } from '../modules/auth/sessions';

/**
 * Object-level scoping goes into the WHERE clause, never a fetch-then-check (CONVENTIONS).
 * A row outside the caller's scope is simply not found.
 */
export function ownedBy(actor: Pick<Actor, 'id'>, ownerColumn: PgColumn): SQL {
  return eq(ownerColumn, actor.id);
}

/** 404 rather than 403: a caller must not learn that someone else's row exists. */
export function notFound(what = 'This record'): AppError {
  return new AppError('not_found', `${what} was not found.`);
}

export function firstOrNotFound<T>(rows: T[], what?: string): T {
  const [row] = rows;
  if (row === undefined) throw notFound(what);
  return row;
}
