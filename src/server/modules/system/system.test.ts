import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { HEALTH_METRIC_KEYS } from '../../../shared/contracts/system';
import { outboxEmails } from '../../db/schema';
import { errorRateStatus, LatencySamples, loadPercent, loadStatus, trendOf } from './system';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const system = (cookie?: string | null) => kit.call({ method: 'GET', url: '/api/admin/system', cookie });
const outbox = (query = '', cookie?: string | null) =>
  kit.call({ method: 'GET', url: `/api/admin/outbox?${query}`, cookie });
type Metric = { key: string; status: string; value: number; unit: string; trend: string };
const metric = (body: { metrics: Metric[] }, key: string) => body.metrics.find((m) => m.key === key)!;

/** Writes n emails to the outbox the way the app does: admins inviting people without a password. */
async function invite(n: number, prefix: string) {
  for (let i = 0; i < n; i++) {
    const username = `${prefix}${i}`;
    const response = await kit.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'Otto', lastName: `Outbox ${i}`, email: `${username}@example.test`, username },
    });
    expect(response.statusCode).toBe(201);
  }
}

describe('GET /api/admin/system (D4)', () => {
  it('measures the database, the process and the email backlog; the first reading has no trend', async () => {
    const response = await system();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database).toMatch(/^(pglite|postgres)$/);
    expect(body.metrics.map((m: Metric) => m.key)).toEqual(HEALTH_METRIC_KEYS);
    for (const m of body.metrics as Metric[]) {
      expect(m.trend).toBe('flat');
      expect(['healthy', 'warning', 'critical']).toContain(m.status);
      expect(m.value).toBeGreaterThanOrEqual(0);
    }
    expect(metric(body, 'database_latency').unit).toBe('ms');
    expect(metric(body, 'memory_rss').value).toBeGreaterThan(0);
    expect(metric(body, 'outbox_pending')).toMatchObject({ value: 0, status: 'healthy' });
    expect(metric(body, 'load').unit).toBe('%');
  });

  it('reports the share of server errors among recent answers; refusals (4xx) are not errors', async () => {
    const refused = await kit.call({ method: 'GET', url: '/api/admin/outbox?limit=0' });
    expect(refused.statusCode).toBe(400);
    expect(metric((await system()).json(), 'error_rate')).toMatchObject({
      value: 0,
      unit: '%',
      status: 'healthy',
    });
    // The route reads the counter every answer of this app goes through.
    // (A real 5xx cannot be provoked here without breaking the app, so 1,000 are counted directly.)
    const { requests } = t.app.requestCounter.totals();
    for (let i = 0; i < 1000; i++) t.app.requestCounter.record(500);
    const rate = metric((await system()).json(), 'error_rate');
    expect(rate.value).toBeGreaterThan(90);
    expect(rate.value).toBeLessThanOrEqual(Math.round((100_000 / (1000 + requests)) * 100) / 100);
    expect(rate).toMatchObject({ status: 'critical', trend: 'up' });
  });

  it('counts what is waiting in the outbox and shows it rising', async () => {
    await system();
    await invite(3, 'backlog');
    const body = (await system()).json();
    expect(metric(body, 'outbox_pending')).toMatchObject({ value: 3, unit: 'emails', trend: 'up' });
    expect(metric(body, 'uptime').unit).toBe('s');
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'manager');
    expect((await system(cookie)).statusCode).toBe(403);
    expect((await system(null)).statusCode).toBe(401);
  });
});

describe('database latency: the median of the last three round trips, none older than a minute', () => {
  it('answers the first sample alone, then the median, so one slow answer does not move it', () => {
    const samples = new LatencySamples();
    expect(samples.add(4, 0)).toBe(4);
    expect(samples.add(300, 1_000)).toBe(300); // two samples: the upper of the pair
    expect(samples.add(5, 2_000)).toBe(5);
    expect(samples.add(6, 3_000)).toBe(6); // 300, 5, 6: the slow one is outvoted
    expect(samples.add(7, 4_000)).toBe(6); // 5, 6, 7: the slow one has left the window
  });

  it('takes a new sample only when the last is a second old or more', () => {
    const samples = new LatencySamples();
    expect(samples.due(0)).toBe(true);
    samples.add(4, 0);
    expect(samples.due(999)).toBe(false);
    expect(samples.median()).toBe(4);
    expect(samples.due(1_000)).toBe(true);
  });

  it('forgets samples older than a minute', () => {
    const samples = new LatencySamples();
    samples.add(2, 0);
    samples.add(3, 1_000);
    expect(samples.add(90, 61_500)).toBe(90);
  });
});

describe('trendOf', () => {
  it('is flat without a previous reading or within 5%, else up or down', () => {
    expect(trendOf(undefined, 10)).toBe('flat');
    expect(trendOf(100, 104)).toBe('flat');
    expect(trendOf(100, 106)).toBe('up');
    expect(trendOf(100, 90)).toBe('down');
    expect(trendOf(0, 1)).toBe('up');
    expect(trendOf(0, 0)).toBe('flat');
  });
});

describe('error rate and load thresholds', () => {
  it('error rate: healthy under 1%, warning from 1%, critical from 5% once there are enough requests', () => {
    expect(errorRateStatus(0, 0)).toBe('healthy');
    expect(errorRateStatus(0.99, 1000)).toBe('healthy');
    expect(errorRateStatus(1, 1000)).toBe('warning');
    expect(errorRateStatus(4.99, 1000)).toBe('warning');
    expect(errorRateStatus(5, 1000)).toBe('critical');
    expect(errorRateStatus(5, 20)).toBe('critical');
    // One error in three requests is worth a look, not an alarm.
    expect(errorRateStatus(33.3, 3)).toBe('warning');
  });

  it('load: the 1-minute load average per core in %, warning from 70%, critical from 100%', () => {
    expect(loadPercent(1, 2)).toBe(50);
    expect(loadPercent(3, 4)).toBe(75);
    expect(loadPercent(0.5, 0)).toBe(50); // a machine reporting no cores still has one
    expect(loadStatus(69.99)).toBe('healthy');
    expect(loadStatus(70)).toBe('warning');
    expect(loadStatus(100)).toBe('critical');
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows what would be sent, newest first, with paging and a status filter', async () => {
    await invite(2, 'reader');
    const all = (await outbox('limit=100')).json();
    expect(all.total).toBe(all.emails.length);
    const [newest] = all.emails;
    expect(newest).toMatchObject({
      toEmail: 'reader1@example.test',
      template: 'invitation',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: null,
      language: 'en',
    });
    expect(newest.subject).toBe('Your Recourse account is ready');
    expect(newest.textBody).toContain('/set-password?token=');

    const second = (await outbox('limit=1&page=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(second.emails[0].id).toBe(all.emails[1].id);
    expect((await outbox('status=sent')).json()).toMatchObject({ emails: [], total: 0 });
    const pending = (await outbox('status=pending')).json();
    expect(pending.total).toBe((await t.db.select().from(outboxEmails)).length);
  });

  it('names invalid query fields', async () => {
    const response = await outbox('status=lost&limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      status: expect.any(String),
      limit: 'Ask for at least 1 row',
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'client');
    expect((await outbox('', cookie)).statusCode).toBe(403);
  });
});
