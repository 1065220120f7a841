import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, createPool, wrapPglite, wrapPool } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { databaseUrl, runPrefix } from './pg-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    pgTemplate: string;
    pgRunPrefix: string;
  }
}

/**
 * Migrates one database per test run; each test file then clones it. Creating and migrating a
 * PGlite database costs ~5 s; copying a closed, migrated data directory and opening it ~0.6 s.
 * (PGlite's in-memory dumpDataDir() loses the migrated tables on reload, so we copy files.)
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const prefix = runPrefix();
    const TEMPLATE_DB = `${prefix}template`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const database = wrapPool(createPool(databaseUrl(baseUrl, TEMPLATE_DB), 1));
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgRunPrefix', prefix);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-test-'));
  const templateDir = path.join(dir, 'template');
  const database = wrapPglite(await createPglite(templateDir));
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', templateDir);
  project.provide('pgTemplate', '');
  project.provide('pgRunPrefix', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
