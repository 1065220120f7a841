import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { casesFixture } from '../../../tests/support/cases';
import { databaseUrl } from '../../../tests/support/pg-urls';
import { parseScrape, sumOf } from '../../../tests/support/prometheus';
import {
  ensureBuilt,
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from '../../../tests/support/server-process';
import { buildTestApp, type TestApp } from '../../../tests/support/test-app';
import type { ClientDashboard } from '../../shared/contracts/cases';

/**
 * The restore drill of docs/operations.md, as an operator runs it: data made through the API,
 * `pg_dump -Fc`, `createdb`, `pg_restore` into the new database, the built server started on it,
 * and the client signs in there and sees the same balances. PostgreSQL only: it is PostgreSQL's
 * tools being proven (PGlite's data directory is backed up by copying it while stopped).
 * The client tools must be the server's major version (Debian: postgresql-client-15).
 */
const baseUrl = process.env.DATABASE_URL;

let t: TestApp;
const f = casesFixture(() => t);
let dumpDir = '';
let restoredName = '';
let server: ServerProcess | undefined;

/** Runs a PostgreSQL client tool; fails the test with its output when it does not succeed. */
function pgTool(command: string, args: string[]): void {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.error)
    throw new Error(`${command} could not run (install postgresql-client): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

function databaseNameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}

beforeAll(async () => {
  if (!baseUrl) return;
  await ensureBuilt();
  dumpDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-drill-'));
  t = await buildTestApp();
}, 300_000);

afterAll(async () => {
  if (server) await stopServer(server);
  await t?.close();
  if (restoredName && baseUrl)
    pgTool('dropdb', ['--if-exists', '--force', `--maintenance-db=${baseUrl}`, restoredName]);
  if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
});

describe.skipIf(!baseUrl)('restore drill on PostgreSQL (docs/operations.md)', () => {
  it('dump, restore into a new database, start the server there: the client signs in and sees the same balances', async () => {
    // A client whose case received money, confirmed by a second person (D26): a balance exists.
    const { lawyer, client, theCase } = await f.team({ firstName: 'Dora' });
    await f.recordRecovery(lawyer.cookie, theCase.id, 1234.56);
    const before = await readBalances((url) =>
      t.app
        .inject({ url, headers: { cookie: client.cookie } })
        .then((r) => ({ status: r.statusCode, body: r.json() })),
    );
    expect(before.dashboard.stats.totalRecoveredCents).toBe(123_456);
    expect(before.dashboard.stats.totalAvailableCents).toBeGreaterThan(0);

    // The drill: the same commands docs/operations.md gives, on this test's own database.
    const sourceUrl = t.database.pool!.options.connectionString!;
    const dump = path.join(dumpDir, 'recourse.dump');
    pgTool('pg_dump', ['--format=custom', `--file=${dump}`, sourceUrl]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    restoredName = `${inject('pgRunPrefix')}restored_${randomBytes(4).toString('hex')}`;
    pgTool('createdb', [`--maintenance-db=${baseUrl!}`, restoredName]);
    const restoredUrl = databaseUrl(baseUrl!, restoredName);
    pgTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
    expect(databaseNameOf(restoredUrl)).not.toBe(databaseNameOf(sourceUrl));

    // The built server on the restored database, with the same SESSION_SECRET (sealed data opens).
    const metricsPort = await freePort();
    server = await startServer({
      DATABASE_URL: restoredUrl,
      DATA_DIR: mkdtempSync(path.join(dumpDir, 'data-')),
      SESSION_SECRET: t.config.sessionSecret,
      METRICS_PORT: String(metricsPort),
    });
    await waitReady(server);
    // Nothing was seeded into the restored firm: it is not empty.
    expect(server.output()).not.toContain('Demo data created');

    const cookie = await signInOver(server, client.username, client.password!);
    const after = await readBalances(async (url) => {
      const response = await fetch(server!.url(url), { headers: { cookie } });
      return { status: response.status, body: await response.json() };
    });
    expect(after).toEqual(before);

    // The restored instance is watched like any other: metrics on their own port, never the public one.
    expect((await fetch(server.url('/metrics'))).status).toBe(404);
    const scraped = parseScrape(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    expect(sumOf(scraped, 'recourse_http_requests_total', { route: '/api/client/dashboard' })).toBe(1);
  }, 240_000);
});

type Read = (url: string) => Promise<{ status: number; body: unknown }>;

/** What the client sees of their money: the dashboard figures and the statement in its currency. */
async function readBalances(read: Read) {
  const dashboard = await read('/api/client/dashboard');
  expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
  const { currency } = (dashboard.body as ClientDashboard).stats;
  const statement = await read(`/api/client/statement?currency=${currency}`);
  expect(statement.status, JSON.stringify(statement.body)).toBe(200);
  return { dashboard: dashboard.body as ClientDashboard, statement: statement.body };
}

/** Signs a client in on a server process (clients take no second step) and answers the cookie. */
async function signInOver(on: ServerProcess, username: string, password: string): Promise<string> {
  const response = await fetch(on.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(((await response.json()) as { stage: string }).stage).toBe('complete');
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /recourse_session=./.test(c));
  expect(cookie).toBeDefined();
  return cookie!;
}
