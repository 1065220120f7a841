import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  freePort,
  freshDatabaseName,
  makeFreshClone,
  personEnv,
  readmeSignIns,
  residentKbOf,
  type Started,
  startProcess,
  waitReady,
} from '../../tests/support/fresh-clone';
import { databaseUrl } from '../../tests/support/pg-urls';
import { testDbKind } from '../../tests/support/test-db';
import { unusedCode } from '../../tests/support/totp-codes';

/**
 * Issue 15 item 1: README's path is the tested path. `npm start` runs in a fresh copy of the
 * checkout (testing/fresh-clone.ts: its own dist/, so building there never disturbs the dist/
 * other test files run from), with a person's environment, and every sign-in README lists must
 * work. On the PGlite run with ./data; on the PostgreSQL run with an empty database of its own,
 * and again with three servers started at once on one empty database.
 */
const BUILD_AND_START_MS = 240_000;
let clone: string;
const started: Started[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(() => {
  clone = makeFreshClone();
});
afterAll(async () => {
  for (const server of started) server.killAll();
  for (const cleanup of cleanups) await cleanup();
  rmSync(clone, { recursive: true, force: true });
});

function start(command: string, args: string[], env: Record<string, string>, port: number): Started {
  const server = startProcess(clone, command, args, personEnv({ PORT: String(port), ...env }), port);
  started.push(server);
  return server;
}

/** Signs in with every README row: admins through the admin console's endpoint, the rest through /login. */
async function expectReadmeSignInsWork(port: number) {
  const accounts = readmeSignIns();
  expect(accounts.map((a) => a.role)).toEqual(
    expect.arrayContaining(['admin', 'manager', 'lawyer', 'client']),
  );
  for (const { role, username, password, page, totpSecret } of accounts) {
    const endpoint = page === '/admin-login' ? '/api/admin/login' : '/api/auth/login';
    const response = await fetch(`http://127.0.0.1:${port}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = await response.json();
    expect(response.status, `${username} on ${page}: ${JSON.stringify(body)}`).toBe(200);
    expect(body.user.role).toBe(role);
    // D27: README's second step, with README's authenticator secret, completes the sign-in.
    expect(body.stage, username).toBe(totpSecret ? 'second_factor' : 'complete');
    let cookie = cookieOf(response);
    if (totpSecret) {
      const step = await fetch(`http://127.0.0.1:${port}/api/auth/second-factor/totp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ code: await unusedCode(totpSecret, username) }),
      });
      expect(step.status, `${username}'s second step: ${await step.clone().text()}`).toBe(200);
      cookie = cookieOf(step);
    }
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { user: { stage: string } }).user.stage).toBe('complete');
  }
}

/** The session cookie a response set, as a Cookie header value. */
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;

/**
 * SIGTERM to `npm start` ends the whole chain: npm passes it on (and ends as killed by it), the
 * server shuts down gracefully, no process of the chain is left and nothing serves the port.
 */
async function expectStopsOnSigterm(server: Started) {
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  expect(code === 0 || signal === 'SIGTERM', `npm ended with ${code ?? signal}`).toBe(true);
  await expect.poll(() => processGroupAlive(server), { timeout: 20_000 }).toBe(false);
  expect(server.output()).toContain('shutting down');
  const stillServing = await fetch(`http://127.0.0.1:${server.port}/healthz`).then(
    () => true,
    () => false,
  );
  expect(stillServing).toBe(false);
}

/** Whether any process of the group `npm start` began is still running. */
function processGroupAlive(server: Started): boolean {
  try {
    process.kill(-server.child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** What README promises of the first `npm start`, whichever database it runs on. */
async function expectReadmeStart(env: Record<string, string>) {
  const port = await freePort();
  const server = start('npm', ['start'], env, port);
  await waitReady(server, BUILD_AND_START_MS);
  expect(server.output()).toContain('Demo data created');
  expect(server.output()).not.toContain('$argon2');
  // The first start prints the same authenticator secret README gives for the staff's second step.
  expect(server.output()).toContain(readmeSignIns().find((a) => a.totpSecret)!.totpSecret);
  await expectReadmeSignInsWork(port);
  // The wrapper left the build to a child process, so it does not keep the build's memory.
  expect(residentKbOf(clone, 'scripts/start.mjs')).toBeLessThan(150_000);
  await expectStopsOnSigterm(server);
}

/**
 * Issue 34 item 4: the next `npm start` in the same checkout, with nothing the build reads
 * changed, serves without building again (what changes it is scripts/build-stamp.test.ts).
 */
async function expectSecondStartSkipsBuild() {
  const port = await freePort();
  const server = start('npm', ['start'], {}, port);
  await waitReady(server, 60_000);
  expect(server.output()).toContain('Build is up to date');
  expect(server.output()).not.toContain('Building');
  await expectReadmeSignInsWork(port);
  await expectStopsOnSigterm(server);
}

/** An empty database on the server DATABASE_URL names, dropped after the test file. */
async function emptyPostgresDatabase(): Promise<string> {
  const baseUrl = process.env.DATABASE_URL!;
  const name = freshDatabaseName(inject('pgRunPrefix'));
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return databaseUrl(baseUrl, name);
}

/** The copy's dist/server/main.js, built by an earlier `npm start` or now. */
function builtServer(): string {
  const mainJs = path.join(clone, 'dist/server/main.js');
  if (!existsSync(mainJs)) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: clone, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  }
  return mainJs;
}

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-start-data-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe(`npm start, as README says (${testDbKind})`, () => {
  if (testDbKind === 'pglite') {
    it(
      'on a fresh clone builds, serves in the mode the person chose, seeds the demo firm, and every README sign-in works',
      async () => {
        await expectReadmeStart({});
        await expectSecondStartSkipsBuild();
      },
      BUILD_AND_START_MS + 120_000,
    );
  }

  if (testDbKind === 'postgres') {
    it(
      'on an empty PostgreSQL database (DATABASE_URL) creates the demo firm, and every README sign-in works',
      async () => expectReadmeStart({ DATABASE_URL: await emptyPostgresDatabase() }),
      BUILD_AND_START_MS + 60_000,
    );

    it('three servers started at once on one empty database all come up, exactly one seeding, no hash printed', async () => {
      const mainJs = builtServer();
      const env = { DATABASE_URL: await emptyPostgresDatabase(), DATA_DIR: tempDataDir() };
      // The first also checks the start-up warning of issue 15 item 10 (a process of its own costs 40 s).
      const servers = await Promise.all(
        ([{ TRUST_PROXY: 'true' }, {}, {}] as Record<string, string>[]).map(async (extra) =>
          start(process.execPath, [mainJs], { ...env, ...extra }, await freePort()),
        ),
      );
      await Promise.all(servers.map((server) => waitReady(server, 120_000)));
      const outputs = servers.map((server) => server.output());
      expect(outputs.filter((output) => output.includes('Demo data created'))).toHaveLength(1);
      for (const output of outputs) expect(output).not.toContain('$argon2');
      const trustWarning = /"level":40,.*TRUST_PROXY=true believes any client's X-Forwarded-For/;
      expect(outputs.map((output) => trustWarning.test(output))).toEqual([true, false, false]);
      for (const server of servers) await expectReadmeSignInsWork(server.port);
      for (const server of servers) server.child.kill('SIGTERM');
      for (const server of servers) expect((await server.exited).code).toBe(0);
    }, 240_000);
  }
});
