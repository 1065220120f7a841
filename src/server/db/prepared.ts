import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

const names = new Set<string>();

/**
 * A hot read query as a named prepared statement, built once per database handle. PostgreSQL
 * then parses and plans it once per connection, and Drizzle does not rebuild its SQL text on
 * every request; measured, those two were most of a signed-in read's cost
 * (docs/performance.md). Values go in through `sql.placeholder(...)`; the name must be unique.
 */
export function preparedQuery<Q>(name: string, build: (db: Db, name: string) => Q): (db: Db) => Q {
  if (names.has(name)) throw new Error(`prepared query "${name}" is defined twice`);
  names.add(name);
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db, name);
      byDb.set(db, query);
    }
    return query;
  };
}

/**
 * Like preparedQuery, for a query whose SQL varies in shape (optional filters, the number of
 * search words): one prepared statement per shape, named `name:shape`. Shapes are few and fixed
 * by the caller (never built from user text).
 */
export function preparedShapes<Q>(
  name: string,
  build: (db: Db, name: string, shape: string) => Q,
): (db: Db, shape: string) => Q {
  if (names.has(name)) throw new Error(`prepared query "${name}" is defined twice`);
  names.add(name);
  const byDb = new WeakMap<Db, Map<string, Q>>();
  return (db, shape) => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, `${name}:${shape}`, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}

/**
 * A hand-written statement, sent as a named prepared statement on PostgreSQL. For the few hot
 * screens whose data would otherwise take several round trips: each round trip costs more than
 * the query behind it on this kind of machine (docs/performance.md), so those screens are one
 * statement that returns its parts as JSON. Root handle only (not inside a transaction).
 */
export function namedStatement<Row>(
  name: string,
  text: string,
): (db: Db, values: unknown[]) => Promise<Row[]> {
  if (names.has(name)) throw new Error(`prepared query "${name}" is defined twice`);
  names.add(name);
  return async (db, values) => {
    const client = (db as unknown as { $client?: unknown }).$client;
    if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
    if (client instanceof pg.Pool)
      return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
    throw new Error(`namedStatement("${name}") needs the root database handle`);
  };
}
