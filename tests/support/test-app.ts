import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { enrolTotpDirectly } from '../../src/server/core/second-factors';
import { sessionCookieName, sessionSettingsOf } from '../../src/server/core/session-cookie';
import { createSession } from '../../src/server/core/sessions';
import type { Database, Db } from '../../src/server/db/client';
import { newTotpSecret } from '../../src/server/lib/totp';
import { createUser, type NewUser } from '../../src/server/seed/factories';
import { ROLES_NEEDING_SECOND_FACTOR } from '../../src/shared/domain/sign-in';
import { openTestDatabase } from './test-db';
import { rememberSecret, secretOf, unusedCode } from './totp-codes';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * The real app (every plugin, every route) on a fresh database, driven through app.inject().
 * The figures cache (D128) is off unless `env` sets FIGURES_CACHE_MS: many tests write rows
 * straight into the database and read the figures at once, before the trigger's notification
 * could arrive on PostgreSQL; insights/figures-cache.test.ts and the built-server journeys run
 * with it on.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FIGURES_CACHE_MS: '0',
    ...env,
  });
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

/**
 * One app for the whole test file (a PGlite database is slow to start): built before the file's
 * first test, closed after its last. The object is empty until then, so read it inside tests and
 * hooks, never while the file is collected; hooks the file adds later run after it is built.
 */
export function appPerFile(env: Record<string, string> = {}): TestApp {
  const file = {} as TestApp;
  beforeAll(async () => {
    Object.assign(file, await buildTestApp(env));
  });
  afterAll(() => file.close?.());
  return file;
}

/** The session cookie ("name=value") a response set, or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name.endsWith('recourse_session') && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** The password step alone, as sent (D27: staff get a partial session from it). */
export async function signInWithPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  url = '/api/auth/login',
): Promise<{ response: LightMyRequestResponse; cookie: string | undefined }> {
  const response = await app.inject({ method: 'POST', url, payload: { username, password } });
  return { response, cookie: sessionCookieOf(response) };
}

/**
 * Signs in as a person would, to the end: the password, then (D27) the second step with the
 * authenticator app this test enrolled for them, or, the first time, enrolling one through the
 * API (its secret is remembered for later sign-ins). `response` is the password step's answer;
 * `cookie` is the complete session's, or the partial one if the second step could not be taken.
 */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  url = '/api/auth/login',
): Promise<{ response: LightMyRequestResponse; cookie: string | undefined }> {
  const first = await signInWithPassword(app, username, password, url);
  if (first.response.statusCode !== 200 || !first.cookie) return first;
  const { stage } = first.response.json() as { stage: string };
  if (stage === 'enrolment')
    return { response: first.response, cookie: await enrolTotp(app, first.cookie, username) };
  const secret = secretOf(username);
  if (stage === 'second_factor' && secret) {
    return { response: first.response, cookie: await completeWithTotp(app, first.cookie, secret) };
  }
  return first;
}

/** Enrols an authenticator app through the API on a partial (enrolment) session; the complete cookie. */
async function enrolTotp(app: FastifyInstance, cookie: string, username: string): Promise<string> {
  const started = await app.inject({ method: 'POST', url: '/api/auth/totp/enrolment', headers: { cookie } });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.statusCode} ${started.body}`);
  const { secret } = started.json() as { secret: string };
  rememberSecret(username, secret);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/totp/enrolment/confirm',
    headers: { cookie },
    payload: { code: await unusedCode(secret) },
  });
  const complete = sessionCookieOf(confirmed);
  if (confirmed.statusCode !== 200 || !complete) {
    throw new Error(`enrolment confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  return complete;
}

/**
 * Creates a user of `role` and signs them in all the way; returns the user and their session
 * cookie. Staff (D27) get an authenticator app first (`totpSecret` on the result) and take the
 * second step with its current code, as a person would.
 */
export async function loginAs(testApp: TestApp, role: NewUser['role'], overrides: NewUser = {}) {
  const created = await createUser(testApp.db, { role, ...overrides });
  const totpSecret = STAFF.has(created.role) ? newTotpSecret() : null;
  if (totpSecret) {
    await enrolTotpDirectly(testApp.db, testApp.config.sessionSecret, created.id, totpSecret);
    rememberSecret(created.username, totpSecret);
  }
  const user = { ...created, totpSecret };
  const { response, cookie } = await signIn(testApp.app, user.username, user.password ?? '');
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`loginAs(${role}) failed: ${response.statusCode} ${response.body}`);
  }
  return { user, cookie };
}

const STAFF = new Set<string>(ROLES_NEEDING_SECOND_FACTOR);

/** Takes the second step of a partial session with the app's current code; the complete session's cookie. */
export async function completeWithTotp(
  app: FastifyInstance,
  partialCookie: string,
  secret: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/second-factor/totp',
    headers: { cookie: partialCookie },
    payload: { code: await unusedCode(secret) },
  });
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`second step failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/**
 * A complete session for `userId`, opened the way a finished sign-in opens one but without the
 * sign-in: for tests that need many fresh sessions of one person (the access matrix, one per
 * cell), where signing in each time would spend the authenticator's codes (one per 30 s step).
 */
export async function sessionFor(testApp: TestApp, userId: string): Promise<string> {
  const { token } = await createSession(
    testApp.db,
    sessionSettingsOf(testApp.config, testApp.app.deps.mail),
    {
      userId,
      ip: null,
      userAgent: null,
    },
  );
  return `${sessionCookieName(testApp.config)}=${token}`;
}
