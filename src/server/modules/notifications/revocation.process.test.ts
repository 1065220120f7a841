import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../../tests/support/pg-urls';
import {
  ensureBuilt,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from '../../../../tests/support/server-process';
import { type EventStream, isEvent, openStream } from '../../../../tests/support/sse-client';
import { unusedCode } from '../../../../tests/support/totp-codes';
import { DEMO_TOTP_SECRET } from '../../seed/demo-second-factor';

/**
 * Issue 15 item 7 across instances (D24): two real server processes on one PostgreSQL database.
 * A person's stream is open on B; an admin changes their access on A; the stream on B must end
 * within a second, and nothing committed after the change may reach it. The heartbeat keeps its
 * real 25 s, so only the revocation travelling through the database can end a stream in time.
 * On PGlite a data directory belongs to one process, so there A and B are the same process (the
 * built server, with the same assertions); DATABASE_URL set runs the two-process version.
 */
const baseUrl = process.env.DATABASE_URL;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let dbName = '';
let a: ServerProcess;
let b: ServerProcess;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function instance(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-proc-'));
  dirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  servers.push(server);
  await waitReady(server);
  return server;
}

/** Signs in on `server` (README's demo sign-ins) and returns the session cookie and the user's id. */
async function signIn(server: ServerProcess, username: string, password: string) {
  const response = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const sessionOf = (r: Response) =>
    r.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => /recourse_session=./.test(c))!;
  const { user, stage } = (await response.json()) as { user: { id: string }; stage: string };
  if (stage !== 'second_factor') return { cookie: sessionOf(response), id: user.id };
  // D27: demo staff take the second step with the demo authenticator's next unused code.
  const step = await fetch(server.url('/api/auth/second-factor/totp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sessionOf(response) },
    body: JSON.stringify({ code: await unusedCode(DEMO_TOTP_SECRET, username) }),
  });
  expect(step.status, await step.clone().text()).toBe(200);
  return { cookie: sessionOf(step), id: user.id };
}

async function call(server: ServerProcess, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(server.url(url), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

async function openReady(server: ServerProcess, cookie: string): Promise<EventStream> {
  const stream = openStream(server.port, cookie);
  await stream.until(isEvent('ready'));
  return stream;
}

async function expectEndedWithinASecond(stream: EventStream, since: number) {
  const endedAt = await stream.ended(5_000);
  expect(endedAt, 'the stream on the other instance is still open').not.toBeNull();
  expect(endedAt! - since).toBeLessThan(1_000);
}

const names = (stream: EventStream, from = 0) =>
  stream
    .events()
    .slice(from)
    .map((e) => e.event);

const setting = baseUrl ? 'two processes on one PostgreSQL database' : 'one process on PGlite';

beforeAll(async () => {
  await ensureBuilt();
  if (!baseUrl) {
    a = await instance({});
    b = a;
    return;
  }
  dbName = `${inject('pgRunPrefix')}procs_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${dbName}`));
  const env = {
    DATABASE_URL: databaseUrl(baseUrl, dbName),
    // Instances of one deployment share the secret that keys session tokens.
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  // A migrates and seeds the demo firm on the empty database; B then joins it.
  a = await instance(env);
  b = await instance(env);
}, 240_000);
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (dbName) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
}, 60_000);

describe(`revocation across server instances (${setting})`, () => {
  it("a ban on A ends the client's stream on B within a second; the message written right after never reaches it", async () => {
    const adminOnA = await signIn(a, 'admin', 'Demo-Admin-2026');
    const clara = await signIn(b, 'clara.schmidt', 'Demo-Client-2026');
    const mara = await signIn(b, 'mara.jansen', 'Demo-Manager-2026'); // the manager of Clara's desk
    const caseId = (await call(b, clara.cookie, 'GET', '/api/client/dashboard')).json().case.id as string;
    const claraStream = await openReady(b, clara.cookie);
    const maraStream = await openReady(b, mara.cookie);

    const ban = await call(a, adminOnA.cookie, 'POST', `/api/admin/users/${clara.id}/ban`, {
      reason: 'Fraudulent claims',
    });
    const bannedAt = performance.now();
    expect(ban.status, ban.text).toBe(200);
    const message = await call(a, adminOnA.cookie, 'POST', `/api/cases/${caseId}/messages`, {
      body: 'Written right after the ban',
    });
    expect(message.status, message.text).toBe(201);

    await expectEndedWithinASecond(claraStream, bannedAt);
    // B fanned the message out (the desk's manager got it); the banned client's stream did not.
    await maraStream.until(isEvent('list-changed', { list: 'messages', caseId }));
    expect(names(claraStream)).toEqual(['ready']);
    expect((await openStream(b.port, clara.cookie).response).statusCode).toBe(401);
    maraStream.close();
  });

  it("a desk change on A ends the manager's stream on B before the old desk's next event; the reopened stream follows the new desk", async () => {
    const adminOnA = await signIn(a, 'admin', 'Demo-Admin-2026');
    // The firm's other admin: the demo authenticator gives one account at most two usable codes
    // at once without waiting up to 30 s for the next (admin signed in on A in each test).
    const adminOnB = await signIn(b, 'jonas.berg', 'Demo-Admin-2026');
    const mara = await signIn(b, 'mara.jansen', 'Demo-Manager-2026');
    const desks = (await call(a, adminOnA.cookie, 'GET', '/api/admin/desks')).json().desks as {
      id: string;
      name: string;
    }[];
    const oldDesk = desks.find((d) => d.name === 'Northwest Europe')!;
    const created = await call(a, adminOnA.cookie, 'POST', '/api/admin/desks', { name: 'Iberia' });
    expect(created.status, created.text).toBe(201);
    const newDesk = created.json().desk as { id: string };
    const observer = await openReady(b, adminOnB.cookie);
    const maraStream = await openReady(b, mara.cookie);

    const move = await call(a, adminOnA.cookie, 'PUT', `/api/admin/users/${mara.id}`, { deskId: newDesk.id });
    const movedAt = performance.now();
    expect(move.status, move.text).toBe(200);
    const describeOld = await call(a, adminOnA.cookie, 'PUT', `/api/admin/desks/${oldDesk.id}`, {
      description: 'Changed right after the move',
    });
    expect(describeOld.status, describeOld.text).toBe(200);

    await expectEndedWithinASecond(maraStream, movedAt);
    // The old desk's event reached B (an admin there saw it), not the moved manager's old stream.
    const isUsers = isEvent('list-changed', { list: 'users' });
    await observer.until(
      (r) =>
        isEvent('list-changed', { list: 'desks' })(r) &&
        observer.received.indexOf(r) > observer.received.findIndex(isUsers) &&
        observer.received.some(isUsers),
    );
    expect(names(maraStream)).toEqual(['ready']);

    // The same session, reopened: now the new desk's events arrive, the old desk's do not.
    const reopened = await openReady(b, mara.cookie);
    await call(a, adminOnA.cookie, 'PUT', `/api/admin/desks/${oldDesk.id}`, { description: 'Old desk' });
    await call(a, adminOnA.cookie, 'PUT', `/api/admin/desks/${newDesk.id}`, { description: 'New desk' });
    await reopened.until(isEvent('list-changed', { list: 'desks' }));
    expect(names(reopened)).toEqual(['ready', 'list-changed']);
    reopened.close();
    observer.close();
  });
});
