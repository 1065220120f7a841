import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/server/modules/auth/service';
import { DEMO_TOTP_SECRET } from '../../src/server/seed/demo-second-factor';
import { type Balancer, startHaproxy } from '../support/haproxy';
import { databaseUrl } from '../support/pg-urls';
import { type S3Server, startS3Server } from '../support/s3-server';
import {
  ensureBuilt,
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from '../support/server-process';
import { startSmtp } from '../support/smtp';
import { isEvent, openStream } from '../support/sse-client';
import { unusedCode } from '../support/totp-codes';

/**
 * Issue 20 item 7 (D127): three built server processes on ONE PostgreSQL database, behind HAProxy
 * with the shipped configuration (deploy/haproxy.cfg's template), each running its outbox worker,
 * documents in one S3-compatible store. Only in the `multi` project: vitest.config.ts defines it
 * when DATABASE_URL is set and haproxy is installed (.ci/run installs it).
 */
const baseUrl = process.env.DATABASE_URL!;
const NAMES = ['app1', 'app2', 'app3'] as const;
type Name = (typeof NAMES)[number];
type Instance = { name: Name; env: Record<string, string>; server: ServerProcess; dataDir: string };

const instances = new Map<Name, Instance>();
let lb: Balancer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let s3: S3Server;
let dbName = '';
const cookies: Record<'admin' | 'mara' | 'clara', string> = { admin: '', mara: '', clara: '' };
let claraCaseId = '';

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(baseUrl, dbName) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function launch(instance: Instance) {
  instance.server = await startServer(instance.env);
  await waitReady(instance.server);
}

const server = (name: Name) => instances.get(name)!.server;
const servedBy = (r: Response) => r.headers.get('x-served-by');

/** Signs in through the balancer; staff take the demo authenticator's next unused code (D27). */
async function signIn(username: string, password: string): Promise<string> {
  const login = await fetch(lb.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const sessionOf = (r: Response) =>
    r.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => /recourse_session=./.test(c))!;
  const { stage } = (await login.json()) as { stage: string };
  if (stage !== 'second_factor') return sessionOf(login);
  const step = await fetch(lb.url('/api/auth/second-factor/totp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: sessionOf(login) },
    body: JSON.stringify({ code: await unusedCode(DEMO_TOTP_SECRET, username) }),
  });
  expect(step.status, await step.clone().text()).toBe(200);
  return sessionOf(step);
}

/** Asks the balancer until every instance has answered at least once (all checked UP). */
async function untilEveryInstanceServes() {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < NAMES.length) {
    if (Date.now() > deadline) throw new Error(`only ${[...seen]} served:\n${lb.output()}`);
    const response = await fetch(lb.url('/readyz'));
    if (response.ok) seen.add(servedBy(response) ?? '');
    else await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  await ensureBuilt();
  dbName = `${inject('pgRunPrefix')}multi_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  smtp = await startSmtp();
  s3 = await startS3Server();
  const lbPort = await freePort();
  const shared = {
    DATABASE_URL: databaseUrl(baseUrl, dbName),
    // One deployment: one secret keying sessions and sealed emails, one public address.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // Every worker polls often, so all three compete for the same rows.
    OUTBOX_POLL_MS: '100',
    ...s3.env,
  };
  for (const name of NAMES) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `recourse-${name}-`));
    const env = { ...shared, DATA_DIR: dataDir, PORT: String(await freePort()) };
    instances.set(name, { name, env, dataDir, server: undefined as unknown as ServerProcess });
  }
  // The first migrates and seeds the demo firm on the empty database; the others join it.
  await launch(instances.get('app1')!);
  await Promise.all([launch(instances.get('app2')!), launch(instances.get('app3')!)]);
  lb = await startHaproxy(
    NAMES.map((name) => ({ name, port: server(name).port })),
    lbPort,
  );
  await untilEveryInstanceServes();

  cookies.admin = await signIn('admin', 'Demo-Admin-2026');
  cookies.mara = await signIn('mara.jansen', 'Demo-Manager-2026');
  cookies.clara = await signIn('clara.schmidt', 'Demo-Client-2026');
  const dashboard = await fetch(lb.url('/api/client/dashboard'), { headers: { cookie: cookies.clara } });
  claraCaseId = ((await dashboard.json()) as { case: { id: string } }).case.id;
}, 300_000);

afterAll(async () => {
  await lb?.stop();
  await Promise.all([...instances.values()].map((i) => i.server && stopServer(i.server)));
  for (const i of instances.values()) rmSync(i.dataDir, { recursive: true, force: true });
  await smtp?.close();
  await s3?.stop();
  if (dbName) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}, 120_000);

describe('three servers on one PostgreSQL database behind HAProxy', () => {
  it('a message written through one instance reaches a live stream held on another', async () => {
    const stream = openStream(lb.port, cookies.mara);
    const holder = (await stream.response).headers['x-served-by'] as Name;
    await stream.until(isEvent('ready'));
    const writer = NAMES.find((n) => n !== holder)!;

    const written = await fetch(server(writer).url(`/api/cases/${claraCaseId}/messages`), {
      method: 'POST',
      headers: { cookie: cookies.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `Written on ${writer}, read on ${holder}` }),
    });
    expect(written.status, await written.text()).toBe(201);
    await stream.until(isEvent('list-changed', { list: 'messages', caseId: claraCaseId }));
    stream.close();
  });

  it('a document uploaded through one instance downloads through each other one (S3 store)', async () => {
    const bytes = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`,
    );
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'bank-statement.pdf');
    const uploaded = await fetch(server('app1').url(`/api/cases/${claraCaseId}/documents`), {
      method: 'POST',
      headers: { cookie: cookies.clara },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    // The bytes are in the bucket, not in app1's own directory.
    const stored = readdirSync(s3.directory, { recursive: true, withFileTypes: true }).filter(
      (f) => f.isFile() && readFileSync(path.join(f.parentPath, f.name)).equals(bytes),
    );
    expect(stored).toHaveLength(1);

    for (const name of ['app2', 'app3'] as const) {
      const download = await fetch(server(name).url(`/api/cases/${claraCaseId}/documents/${id}/download`), {
        headers: { cookie: cookies.clara },
      });
      expect(download.status, `download on ${name}`).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('the outbox sends each email exactly once with every instance running its worker', async () => {
    const people = await sql<{ email: string }>(
      `select lower(email) as email from users
        where status = 'active' and not provisional order by email limit 8`,
    );
    const addresses = people.map((p) => p.email);
    expect(addresses.length).toBeGreaterThanOrEqual(6);
    // Two reset links per person (the per-address limit is 3), asked for through the balancer.
    const requests = addresses.flatMap((email) => [email, email]);
    const answers = await Promise.all(
      requests.map((email) =>
        fetch(lb.url('/api/auth/forgot-password'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 202));
    expect(new Set(answers.map(servedBy)).size).toBe(NAMES.length);

    const sentRows = () =>
      sql<{ to: string; template: string }>(
        `select lower(to_email) as "to", template from outbox_emails where status = 'sent'`,
      );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [{ pending } = { pending: 0 }] = await sql<{ pending: number }>(
        `select count(*)::int as pending from outbox_emails where status = 'pending'`,
      );
      if (pending === 0 && smtp.delivered.length >= (await sentRows()).length) break;
      if (Date.now() > deadline) throw new Error(`outbox not drained: ${pending} pending`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = await sentRows();
    const countBy = (keys: string[]) => {
      const counts: Record<string, number> = {};
      for (const k of keys) counts[k] = (counts[k] ?? 0) + 1;
      return counts;
    };
    // Each sent row delivered once: the same count per recipient in the mailbox as in the table.
    expect(countBy(smtp.delivered.flatMap((m) => m.to.map((t) => t.toLowerCase())))).toEqual(
      countBy(sent.map((r) => r.to)),
    );
    expect(countBy(sent.filter((r) => r.template === 'password_reset').map((r) => r.to))).toEqual(
      Object.fromEntries(addresses.map((a) => [a, 2])),
    );
  });

  it('failed sign-ins spread over the instances hit the limit at the same count as on one', async () => {
    const attempts: { status: number; by: string | null }[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount + 2; i++) {
      const response = await fetch(lb.url('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'daan.visser', password: `Wrong-Password-${i}` }),
      });
      attempts.push({ status: response.status, by: servedBy(response) });
    }
    expect(attempts.map((a) => a.status)).toEqual([...Array(LOGIN_LIMITS.perAccount).fill(401), 429, 429]);
    expect(new Set(attempts.map((a) => a.by)).size).toBe(NAMES.length);
    // Even the right password waits now, whichever instance is asked.
    const right = await fetch(server('app3').url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'daan.visser', password: 'Demo-Client-2026' }),
    });
    expect(right.status).toBe(429);
  });

  it('a rolling restart under steady load loses no request; a draining instance says 503 on /readyz', async () => {
    const served = new Map<string, number>();
    const failures: string[] = [];
    let total = 0;
    let running = true;
    const client = async () => {
      for (let i = 0; running; i++) {
        // A signed-in read, the balancer's own probe, and a write: HAProxy sends a write again
        // only if its connection was refused (D127), so only draining keeps it from failing.
        const [url, init]: [string, RequestInit] = [
          ['/api/client/dashboard', { headers: { cookie: cookies.clara } }],
          ['/readyz', {}],
          [
            '/api/auth/me',
            {
              method: 'PATCH',
              headers: { cookie: cookies.clara, 'content-type': 'application/json' },
              body: JSON.stringify({ language: 'de' }),
            },
          ],
        ][i % 3] as [string, RequestInit];
        try {
          const response = await fetch(lb.url(url), init);
          await response.arrayBuffer();
          total++;
          const by = servedBy(response) ?? '?';
          served.set(by, (served.get(by) ?? 0) + 1);
          if (!response.ok) failures.push(`${url}: ${response.status} from ${by}`);
        } catch (error) {
          failures.push(`${url}: ${(error as Error).cause ?? error}`);
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);

    for (const name of NAMES) {
      const instance = instances.get(name)!;
      // A live stream held on the instance: ended cleanly when it closes, not cut.
      const stream = openStream(instance.server.port, cookies.mara);
      await stream.until(isEvent('ready'));

      instance.server.child.kill('SIGTERM');
      // The signal is handled between requests: ask until the answer changes.
      let readyz = await fetch(instance.server.url('/readyz'));
      while (readyz.status === 200) readyz = await fetch(instance.server.url('/readyz'));
      expect(readyz.status, `${name} /readyz while draining`).toBe(503);
      expect((await readyz.json()).error.code).toBe('unavailable');
      const read = await fetch(instance.server.url('/api/client/dashboard'), {
        headers: { cookie: cookies.clara },
      });
      expect(read.status, `${name} still serves while draining`).toBe(200);
      expect(await instance.server.exited).toBe(0);
      expect(await stream.ended(5_000)).not.toBeNull();
      expect((await stream.response).complete, 'the stream ended with its last chunk').toBe(true);

      await launch(instance);
      // Back in rotation: the load reaches it again before the next one stops.
      const deadline = Date.now() + 30_000;
      const atRestart = served.get(name) ?? 0;
      while ((served.get(name) ?? 0) === atRestart) {
        if (Date.now() > deadline) throw new Error(`${name} never served again:\n${lb.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    running = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(total).toBeGreaterThan(100);
    expect([...served.keys()].sort()).toEqual([...NAMES]);
  }, 180_000);
});
