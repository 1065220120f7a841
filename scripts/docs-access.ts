// npm run docs:access — writes docs/access.md from the routes the app registers (each route's
// `config.access`), so the review table of who may call what cannot drift from the code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { ACCESS_DOC_PATH, renderAccessDoc } from './access-doc';

const root = path.resolve(import.meta.dirname, '..');
// A throwaway PGlite: building the app registers the routes; nothing is queried.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-access-doc-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  writeFileSync(path.join(root, ACCESS_DOC_PATH), renderAccessDoc(app.routeAccess));
  await app.close();
  await database.close();
  console.log(`wrote ${ACCESS_DOC_PATH} (${app.routeAccess.length} routes)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
