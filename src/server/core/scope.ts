import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, type MessageKey } from '../../shared/domain/errors';
import { cases } from '../db/schema';
import type { Actor } from './actor';

/**
 * Object-level scoping goes into the WHERE clause, never a fetch-then-check (CONVENTIONS).
 * A row outside the caller's scope is simply not found.
 */
export function ownedBy(actor: Pick<Actor, 'id'>, ownerColumn: PgColumn): SQL {
  return eq(ownerColumn, actor.id);
}

/** 404 rather than 403: a caller must not learn that someone else's row exists. */
export function notFound(what: NotFoundKey = 'common.not_found.record'): AppError {
  return new AppError('not_found', what);
}

/** The "… was not found." message of each kind of record (server/locales, D29). */
export type NotFoundKey = Extract<MessageKey, `${string}.not_found.${string}`>;

export function firstOrNotFound<T>(rows: T[], what?: NotFoundKey): T {
  const [row] = rows;
  if (row === undefined) throw notFound(what);
  return row;
}

/**
 * D21: which cases an actor may see. Clients their own; lawyers the cases assigned to them;
 * managers their desk's; admins all. Used inside every case query's WHERE clause.
 */
export function caseScope(actor: Pick<Actor, 'id' | 'role' | 'deskId'>): SQL {
  switch (actor.role) {
    case 'admin':
      return sql`true`;
    case 'client':
      return eq(cases.clientId, actor.id);
    case 'lawyer':
      return eq(cases.lawyerId, actor.id);
    case 'manager':
      return actor.deskId ? eq(cases.deskId, actor.deskId) : sql`false`;
  }
}
