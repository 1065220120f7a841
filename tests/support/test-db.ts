import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, createPool, type Database, wrapPglite, wrapPool } from '../../src/server/db/client';
import { databaseUrl } from './pg-urls';

/** Which database the API suite runs on in this process. */
export const testDbKind: 'postgres' | 'pglite' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: a clone of the run's template
 * (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a copy of the migrated data directory).
 */
export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `${inject('pgRunPrefix')}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const database = wrapPool(createPool(databaseUrl(baseUrl, name), 20));
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-db-'));
  cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  return wrapPglite(await createPglite(dir), async () => rmSync(dir, { recursive: true, force: true }));
}
