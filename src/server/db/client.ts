import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every helper that writes takes `Db`, which a transaction also is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw SQL query. Both drivers answer `{ rows }`; Drizzle's shared type cannot say so. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip, for /readyz and latency measurement. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw instance (tests clone it; migrations run on it). */
  pglite?: PGlite;
  pool?: pg.Pool;
};

const INT8_OID = 20;
/**
 * Counts and sums come back as int8. Money is kept in cents, far below 2^53, so a JS number is
 * exact; without this parser PGlite gives BigInt, which JSON.stringify cannot serialise.
 */
const parseInt8 = (value: string) => Number(value);

/** Extensions every PGlite open must load (the migrations may use them). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** An in-memory database when `dataDir` is omitted. */
export async function createPglite(dataDir?: string): Promise<PGlite> {
  // Extensions load only with a data directory; 'memory://' is PGlite's in-memory one
  // (undefined silently skips them and CREATE EXTENSION then fails).
  const pglite = new PGlite(dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    parsers: { [INT8_OID]: parseInt8 },
  });
  await pglite.waitReady;
  return pglite;
}

/** What both drivers' wrappers share: the handle and a one-round-trip ping on the raw client. */
function wrap(
  db: Db,
  client: { query(sql: string): Promise<unknown> },
  rest: Pick<Database, 'kind' | 'close' | 'pglite' | 'pool'>,
): Database {
  return {
    db,
    ping: async () => {
      await client.query('select 1');
    },
    ...rest,
  };
}

export function wrapPglite(pglite: PGlite, onClose?: () => Promise<void>): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  const close = async () => {
    await pglite.close();
    await onClose?.();
  };
  return wrap(db, pglite, { kind: 'pglite', pglite, close });
}

export function wrapPool(pool: pg.Pool): Database {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return wrap(db, pool, { kind: 'postgres', pool, close: () => pool.end() });
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  // Registered globally on purpose: Drizzle's node-postgres session passes its own per-query
  // type overrides that fall back to pg's global parsers, not to a pool-level `types` option.
  pg.types.setTypeParser(INT8_OID, parseInt8);
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (restart, failover, admin) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool replaces the connection itself.
  pool.on('error', (error) =>
    console.error(`PostgreSQL connection lost (the pool will reconnect): ${error.message}`),
  );
  return pool;
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. PGlite allows one opener
 * per directory (two would silently corrupt it), so we hold an exclusive lock on the data
 * directory for the life of the process.
 */
export async function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl);
    return wrapPool(pool);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const release = await lockDataDir(config.dataDir);
  try {
    const pglite = await createPglite(path.join(config.dataDir, 'pglite'));
    return wrapPglite(pglite, release);
  } catch (error) {
    await release();
    throw error;
  }
}
