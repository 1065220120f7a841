import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-db';
import { buildApp } from '../app';
import { findAppRoot } from '../app-root';
import { loadConfig } from '../config';
import type { Database } from '../db/client';

// Issue 15 item 10: camera, microphone, geolocation and payment are off on every response, the
// pages (built SPA, prerendered pages, static files, the 404 page) as much as the API.
// The pages come from dist/web: `npm test` builds it first (run `node scripts/build.mjs` alone).

const EXPECTED = /^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)$/;

let app: FastifyInstance;
let database: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-headers-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  database = await openTestDatabase();
  app = await buildApp({ config, database, serveWeb: true, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Permissions-Policy', () => {
  const asset = () => {
    const name = readdirSync(path.join(findAppRoot(), 'dist/web/assets')).find((f) => f.endsWith('.js'));
    return `/assets/${name}`;
  };

  it.each([
    ['an API answer', 'GET', '/healthz', 200],
    ['an API error', 'GET', '/api/auth/me', 401],
    ['an unknown API path', 'GET', '/api/no-such-thing', 404],
    ['a refused cross-origin change', 'POST', '/api/auth/logout', 403],
    ['the home page', 'GET', '/', 200],
    ['a prerendered public page', 'GET', '/privacy', 200],
    ['a portal page', 'GET', '/client-login', 200],
    ['the 404 page', 'GET', '/no-such-page', 404],
    ['a static file', 'GET', 'asset', 200],
  ])(
    'switches camera, microphone, geolocation and payment off on %s',
    async (_label, method, url, status) => {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: url === 'asset' ? asset() : url,
        headers: method === 'POST' ? { origin: 'https://evil.example' } : {},
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['permissions-policy']).toMatch(EXPECTED);
    },
  );
});
