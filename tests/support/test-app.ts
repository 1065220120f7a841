import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { createUser, type NewUser } from '../../src/server/db/seed/factories';
import { openTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/** The real app (every plugin, every route) on a fresh database, driven through app.inject(). */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-app-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie ("name=value") a response set, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name.endsWith('recourse_session') && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  url = '/api/auth/login',
): Promise<{ response: LightMyRequestResponse; cookie: string | undefined }> {
  const response = await app.inject({ method: 'POST', url, payload: { username, password } });
  return { response, cookie: sessionCookieOf(response) };
}

/** Creates a user of `role` and signs them in; returns the user and their session cookie. */
export async function loginAs(testApp: TestApp, role: NewUser['role'], overrides: NewUser = {}) {
  const user = await createUser(testApp.db, { role, ...overrides });
  const { response, cookie } = await signIn(testApp.app, user.username, user.password ?? '');
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`loginAs(${role}) failed: ${response.statusCode} ${response.body}`);
  }
  return { user, cookie };
}
