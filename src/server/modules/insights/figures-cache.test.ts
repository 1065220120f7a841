import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFiguresNotices } from '../../../../tests/support/figures-notices';
import { buildTestApp, loginAs, signIn, type TestApp } from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { busListenerOf } from '../../core/bus-listener';
import { createPool, type Database, wrapPool } from '../../db/client';
import { createCase, createDesk, createLead, createUser } from '../../seed/factories';

/**
 * D128: the firm-wide figures are computed once per instance and reused until a change to what
 * they are read from is committed, here or on another instance. To see whether an answer was
 * reused, a test changes a summary row with its notifying trigger switched off (nothing else
 * could tell the cache), then switches it back on. Waits are barriers on the LISTEN connection
 * (bus-listener.ts sync), never timers; the 5-second limit is far longer than any test step.
 */
let t: TestApp;
let cookie: string;
/** A second instance on the same database (another process's worth of state). */
let b: FastifyInstance;
let bDatabase: Database | undefined;

beforeAll(async () => {
  t = await buildTestApp({ FIGURES_CACHE_MS: '60000' });
  ({ cookie } = await loginAs(t, 'admin'));
  const url = t.database.pool?.options.connectionString;
  bDatabase = url ? wrapPool(createPool(url, 5)) : undefined;
  b = await buildApp({ config: t.config, database: bDatabase ?? t.database, serveWeb: false, logger: false });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await t?.close();
});

const totalUsers = async (app: FastifyInstance = t.app) => {
  const response = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totalUsers as number;
};
const syncBus = (app: FastifyInstance) =>
  busListenerOf(app === b ? (bDatabase ?? t.database) : t.database, app.log).sync();

/** Adds `n` people to this month's summary row without telling any cache. */
async function quietlyAddPeople(n: number) {
  const month = sql`date_trunc('month', now() at time zone 'UTC')::date`;
  await t.db.execute(sql`alter table user_month_counts disable trigger user_month_counts_figures_changed`);
  try {
    await t.db.execute(sql`
      insert into user_month_counts as c (month, users) values (${month}, ${n})
      on conflict (month) do update set users = c.users + excluded.users`);
  } finally {
    await t.db.execute(sql`alter table user_month_counts enable trigger user_month_counts_figures_changed`);
  }
}

/** A real change committed through the summaries' trigger (its rows written again). */
async function touchPeopleSummary() {
  await t.db.execute(sql`update user_month_counts set users = users`);
}

/** The admin creates a client through this instance (one more person in the figures). */
async function addClientThroughTheApp(name: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    payload: {
      role: 'client',
      firstName: name,
      lastName: 'Figures',
      email: `${name}.${Date.now()}@example.com`,
      username: `${name}-${Date.now()}`,
    },
    headers: { cookie },
  });
  expect(created.statusCode, created.body).toBe(201);
}

/** The figures as the records stand (whatever an earlier test left quietly changed). */
async function freshTotal(app: FastifyInstance = t.app) {
  await touchPeopleSummary();
  await syncBus(app);
  return totalUsers(app);
}

describe('firm-wide figures reused until a change is committed (D128)', () => {
  it('answers from the cache while nothing it reads from has changed', async () => {
    const before = await totalUsers();
    await quietlyAddPeople(5);
    expect(await totalUsers()).toBe(before);
  });

  it("drops them on this instance when a summary changes, through the trigger's notification", async () => {
    const before = await freshTotal();
    await quietlyAddPeople(3);
    expect(await totalUsers()).toBe(before);
    await touchPeopleSummary();
    await syncBus(t.app);
    expect(await totalUsers()).toBe(before + 3);
  });

  it('drops them on another instance when a change is committed through this one', async () => {
    const onB = await freshTotal(b);
    await addClientThroughTheApp('frida');
    await syncBus(b);
    expect(await totalUsers(b)).toBe(onB + 1);
  });

  it('drops them here as soon as a write this instance served has answered', async () => {
    const before = await freshTotal();
    await quietlyAddPeople(2);
    expect(await totalUsers()).toBe(before);
    // A write through this instance whose notification never comes (the triggers are off): only
    // its answer going out can have told the cache.
    await setFiguresNotices(t.db, 'disable');
    try {
      await addClientThroughTheApp('gus');
    } finally {
      await setFiguresNotices(t.db, 'enable');
    }
    expect(await totalUsers()).toBe(before + 3);
  });

  it("keeps them when a person's activity stamp is all that changed, and drops them for a real change (issue 34)", async () => {
    const person = await createUser(t.db, { role: 'client', password: null });
    const before = await freshTotal();
    await quietlyAddPeople(4);
    // core/sessions.ts stamps last_active_at once a minute per signed-in person: no figure reads it.
    await t.db.execute(sql`update users set last_active_at = now() where id = ${person.id}`);
    await syncBus(t.app);
    expect(await totalUsers()).toBe(before);
    await t.db.execute(sql`update users set first_name = 'Renamed' where id = ${person.id}`);
    await syncBus(t.app);
    expect(await totalUsers()).toBe(before + 4);
  });

  it('keeps them through a refused write, a sign-in and a public indicator check (issue 34)', async () => {
    const client = await createUser(t.db, { role: 'client' });
    const before = await freshTotal();
    await quietlyAddPeople(6);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      payload: { role: 'client', firstName: '' },
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    const { response } = await signIn(t.app, client.username, client.password!);
    expect(response.statusCode, response.body).toBe(200);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/public/indicator-check',
      payload: { value: 'coinmax-figures.example' },
    });
    expect(check.statusCode, check.body).toBe(200);
    await syncBus(t.app);
    expect(await totalUsers()).toBe(before);
    // The same instance still drops them for a write that changed what they read.
    await addClientThroughTheApp('hedda');
    expect(await totalUsers()).toBe(before + 7);
  });

  it("keeps each lawyer's analytics apart: one lawyer's figures never answer another", async () => {
    const lawyerA = await loginAs(t, 'lawyer');
    const lawyerB = await loginAs(t, 'lawyer');
    const client = await createUser(t.db, { password: null });
    await createCase(t.db, { clientId: client.id, lawyerId: lawyerA.user.id, phase: 'investigation' });
    const casesOf = async (as: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/lawyer/analytics',
        headers: { cookie: as },
      });
      expect(response.statusCode, response.body).toBe(200);
      const phases = response.json().statusDistribution as { count: number }[];
      return phases.reduce((n, p) => n + p.count, 0);
    };
    await syncBus(t.app);
    expect(await casesOf(lawyerA.cookie)).toBe(1);
    expect(await casesOf(lawyerB.cookie)).toBe(0);
    expect(await casesOf(lawyerA.cookie)).toBe(1);
  });

  it("the lawyer's dashboard follows a new lead, a taken lead, an assignment and the timeline at once", async () => {
    const desk = await createDesk(t.db, { countries: ['PT'] });
    const lawyer = await loginAs(t, 'lawyer', { deskId: desk.id });
    const newLeads = async (app: FastifyInstance = t.app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/lawyer/dashboard',
        headers: { cookie: lawyer.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        newLeads: number;
        activeCases: number;
        recentActivity: { notes: string }[];
      };
    };
    expect((await newLeads()).newLeads).toBe(0);
    expect((await newLeads(b)).newLeads).toBe(0);
    // A registration from the desk's country: a lead with no desk yet (D21), written directly.
    const { case: theCase, lead } = await createLead(t.db, { country: 'PT' });
    await syncBus(t.app);
    await syncBus(b);
    expect((await newLeads()).newLeads).toBe(1);
    expect((await newLeads(b)).newLeads).toBe(1);
    // Contacted: no longer new.
    await t.db.execute(sql`update leads set status = 'contacted' where id = ${lead.id}`);
    await syncBus(b);
    expect((await newLeads(b)).newLeads).toBe(0);
    // The case given to the lawyer: one more active case of theirs.
    const active = (await newLeads(b)).activeCases;
    await t.db.execute(sql`update cases set lawyer_id = ${lawyer.user.id} where id = ${theCase.id}`);
    await syncBus(b);
    expect((await newLeads(b)).activeCases).toBe(active + 1);
    // A note on the timeline of their case: the newest activity.
    await t.db.execute(sql`
      insert into case_events (case_id, actor_id, kind, client_visible, notes, data)
      values (${theCase.id}, ${lawyer.user.id}, 'case_updated', false, 'Called the bank', '{}'::jsonb)`);
    await syncBus(b);
    expect((await newLeads(b)).recentActivity[0]).toMatchObject({ notes: 'Called the bank' });
  });
});
