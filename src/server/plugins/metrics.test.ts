import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScrape, sampleValue, scrape, sumOf } from '../../../tests/support/prometheus';
import { freePort } from '../../../tests/support/smtp';
import { openStream } from '../../../tests/support/sse-client';
import { buildTestApp, loginAs, type TestApp } from '../../../tests/support/test-app';
import { testDbKind } from '../../../tests/support/test-db';
import { ConfigError, loadConfig } from '../config';
import { enqueueEmail } from '../core/notify';
import { secretLink } from '../core/secret-links';
import { outboxEmails } from '../db/schema';
import { createOutboxWorker } from '../jobs/outbox-worker';
import { Metrics } from '../lib/metrics';
import { type MetricsListener, serveMetrics } from '../lib/metrics-listener';
import { createUser } from '../seed/factories';

let t: TestApp;
let listener: MetricsListener;
let appPort: number;
let client: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appPort = (t.app.server.address() as AddressInfo).port;
  listener = await serveMetrics(t.app.metrics, { port: 0, host: '127.0.0.1' });
  client = await loginAs(t, 'client');
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

const REQUESTS = 'recourse_http_requests_total';

describe(`Prometheus metrics on their own listener (${testDbKind})`, () => {
  it('are never served on the public port: /metrics there is a 404 with none of the figures', async () => {
    const injected = await t.app.inject({ url: '/metrics' });
    expect(injected.statusCode).toBe(404);
    const overHttp = await fetch(`http://127.0.0.1:${appPort}/metrics`);
    expect(overHttp.status).toBe(404);
    expect(await overHttp.text()).not.toContain(REQUESTS);
    // The metrics listener answers only /metrics.
    expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`)).headers.get('content-type')).toMatch(
      /^text\/plain; version=0\.0\.4/,
    );
  });

  it('count each request once under its route template, never under a URL with an id in it', async () => {
    const route = { method: 'GET', route: '/api/cases/:id' };
    const before = sumOf(await scrape(listener.port), REQUESTS, route);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      await fetch(`http://127.0.0.1:${appPort}/api/cases/${id}`, { headers: { cookie: client.cookie } });
    }
    const samples = await scrape(listener.port);
    expect(sumOf(samples, REQUESTS, route)).toBe(before + 3);
    // The answers were refusals (no such case for this client): counted under their status class.
    expect(sumOf(samples, REQUESTS, { ...route, status_class: '4xx' })).toBeGreaterThanOrEqual(3);
    expect(samples.some((s) => ids.some((id) => JSON.stringify(s.labels).includes(id)))).toBe(false);
    // The latency histogram saw the same requests.
    const latencyCount = sumOf(samples, 'recourse_http_request_duration_seconds_count', route);
    expect(latencyCount).toBe(sumOf(samples, REQUESTS, route));
    expect(sumOf(samples, 'recourse_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    // A URL no route matches is one series, whatever the URL.
    await t.app.inject({ url: `/no-such-thing/${randomUUID()}` });
    await t.app.inject({ url: `/no-such-thing/${randomUUID()}` });
    const unmatched = await scrape(listener.port);
    expect(unmatched.filter((s) => s.name === REQUESTS && s.labels.route?.startsWith('/no-such'))).toEqual(
      [],
    );
    expect(sumOf(unmatched, REQUESTS, { route: '(unmatched)' })).toBeGreaterThanOrEqual(2);
  });

  it('show an open live-event stream as 1 open stream, and 0 once it ends', async () => {
    expect(sampleValue(await scrape(listener.port), 'recourse_live_streams_open')).toBe(0);
    const stream = openStream(appPort, client.cookie);
    await stream.until((r) => 'event' in r && r.event === 'ready');
    expect(sampleValue(await scrape(listener.port), 'recourse_live_streams_open')).toBe(1);
    stream.close();
    await expect
      .poll(async () => sampleValue(await scrape(listener.port), 'recourse_live_streams_open'))
      .toBe(0);
  });

  it('count an email that could not be sent (SMTP down) as a failure, and show the backlog', async () => {
    const user = await createUser(t.db, {});
    await enqueueEmail(t.db, t.app.deps.mail, user.id, 'invitation', {
      link: secretLink('https://portal.example.test/x'),
    });
    const pendingRows = await t.db.$count(outboxEmails, eq(outboxEmails.status, 'pending'));
    const before = await scrape(listener.port);
    expect(sampleValue(before, 'recourse_outbox_pending')).toBe(pendingRows);
    const failuresBefore = sumOf(before, 'recourse_outbox_send_failures_total');

    const worker = createOutboxWorker({
      db: t.db,
      secret: t.config.sessionSecret,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'Recourse <no-reply@firm.test>',
      metrics: t.app.metrics,
    });
    const result = await worker.runOnce(new Date(Date.now() + 1000));
    await worker.stop();

    const after = await scrape(listener.port);
    expect(result.retrying).toBe(pendingRows);
    expect(sampleValue(after, 'recourse_outbox_send_failures_total', { outcome: 'retrying' })).toBe(
      failuresBefore + pendingRows,
    );
    expect(sampleValue(after, 'recourse_outbox_sent_total')).toBe(0);
    // Still pending (to be retried), and now not due: nothing overdue.
    expect(sampleValue(after, 'recourse_outbox_pending')).toBe(pendingRows);
    expect(sampleValue(after, 'recourse_outbox_oldest_due_seconds')).toBe(0);
  });

  it('show the database pool on PostgreSQL (absent on PGlite, which has one connection and no pool)', async () => {
    await t.app.inject({ url: '/readyz' });
    const samples = await scrape(listener.port);
    const total = sampleValue(samples, 'recourse_db_pool_connections', { state: 'total' });
    if (testDbKind === 'pglite') {
      expect(total).toBeUndefined();
      expect(sampleValue(samples, 'recourse_db_pool_wait_seconds_count')).toBe(0);
      return;
    }
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'recourse_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'recourse_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(
      total!,
    );
    expect(sampleValue(samples, 'recourse_db_pool_max')).toBe(t.database.pool!.options.max);
    const waits = sampleValue(samples, 'recourse_db_pool_wait_seconds_count')!;
    expect(waits).toBeGreaterThan(0);
    await t.app.inject({ url: '/readyz' });
    expect(sampleValue(await scrape(listener.port), 'recourse_db_pool_wait_seconds_count')).toBeGreaterThan(
      waits,
    );
  });

  it("include the process's memory and CPU", async () => {
    const samples = await scrape(listener.port);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sumOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('metrics configuration', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-metrics-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) };

  it('has no listener unless METRICS_PORT is set, binds loopback by default, and refuses the public port', () => {
    expect(loadConfig(env)).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ ...env, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    });
    expect(() => loadConfig({ ...env, PORT: '3000', METRICS_PORT: '3000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
  });

  it('puts the METRICS_INSTANCE label on every family, the process ones too', async () => {
    const metrics = new Metrics({ instance: 'blue-1' });
    metrics.recordRequest('GET', '/api/auth/me', 200, 0.004);
    const samples = parseScrape((await metrics.scrape()).body);
    expect(sampleValue(samples, REQUESTS, { route: '/api/auth/me', status_class: '2xx' })).toBe(1);
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.filter((s) => s.labels.instance !== 'blue-1')).toEqual([]);
  });

  it('still answer a scrape when the database cannot be read: the outbox figures are NaN, never 0', async () => {
    const metrics = new Metrics({
      outboxBacklog: async () => {
        throw new Error('connection refused');
      },
    });
    const samples = parseScrape((await metrics.scrape()).body);
    expect(sampleValue(samples, 'recourse_outbox_pending')).toBeNaN();
    expect(sampleValue(samples, 'recourse_outbox_oldest_due_seconds')).toBeNaN();
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
