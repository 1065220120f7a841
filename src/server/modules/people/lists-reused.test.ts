import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFiguresNotices } from '../../../../tests/support/figures-notices';
import { buildTestApp, loginAs, type TestApp } from '../../../../tests/support/test-app';
import { busListenerOf } from '../../core/bus-listener';
import { queryRows } from '../../db/client';
import { schemeContacts } from '../../db/schema';
import { createCase, createDesk, createLead, createUser } from '../../seed/factories';
import { indicatorIdOf } from '../payment-trail';

/**
 * D129: the admin's people and cases, a manager's desk and a lawyer's cases are reused like the
 * figures (D128) until a committed change to what they read. As in insights/figures-cache.test.ts,
 * a test proves an answer was reused by renaming someone with the users trigger switched off
 * (nothing could have told the cache), and proves each way it is dropped. The keys carry the
 * person asking wherever the answer is theirs: one lawyer's or manager's list never answers another.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ FIGURES_CACHE_MS: '60000' });
  ({ cookie: admin } = await loginAs(t, 'admin'));
});
afterAll(async () => {
  await t?.close();
});

const syncBus = () => busListenerOf(t.database, t.app.log).sync();

async function get(url: string, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Renames a person without telling any cache. Every notifying trigger is off for the statement:
 * a rename also runs the summaries' triggers, whose statements on their own tables notify.
 */
async function quietlyRename(id: string, firstName: string) {
  await setFiguresNotices(t.db, 'disable');
  try {
    await t.db.execute(sql`update users set first_name = ${firstName} where id = ${id}`);
  } finally {
    await setFiguresNotices(t.db, 'enable');
  }
}

/**
 * How each table tells the instances (migration 0057): a row trigger for inserts, updates and
 * deletes, and a statement trigger for TRUNCATE, both calling figures_changed(). pg_trigger's
 * tgtype bits: 1 row, 4 insert, 8 delete, 16 update, 32 truncate.
 */
async function notifyingTriggers(table: string) {
  const rows = await queryRows<{ type: number }>(
    t.db,
    sql`select g.tgtype as type from pg_trigger g join pg_class c on c.oid = g.tgrelid
        join pg_proc p on p.oid = g.tgfoid
        where c.relname = ${table} and p.proname = 'figures_changed' and g.tgenabled <> 'D'`,
  );
  const has = (bits: number, row: boolean) =>
    rows.some(({ type }) => (type & bits) === bits && Boolean(type & 1) === row);
  return { rowWrites: has(4 | 8 | 16, true), truncate: has(32, false) };
}

const firstNameIn = (list: { users: { id: string; firstName: string }[] }, id: string) =>
  list.users.find((u) => u.id === id)?.firstName;

describe('the lists reused until a change is committed (D129)', () => {
  it("answers the admin's people list from the cache while nothing it reads has changed", async () => {
    const person = await createUser(t.db, { firstName: 'Ada' });
    await syncBus();
    // The first page, and a search (kept under its own words).
    const urls = ['/api/admin/users?limit=100', '/api/admin/users?q=ada'];
    for (const url of urls) expect(firstNameIn(await get(url, admin), person.id)).toBe('Ada');
    await quietlyRename(person.id, 'Adaline');
    for (const url of urls) expect(firstNameIn(await get(url, admin), person.id)).toBe('Ada');
    // Another person's row written and committed: the users trigger's notice.
    const other = await createUser(t.db, { firstName: 'Other' });
    await t.db.execute(sql`update users set phone = '+31 20 555 0101' where id = ${other.id}`);
    await syncBus();
    for (const url of urls) expect(firstNameIn(await get(url, admin), person.id)).toBe('Adaline');
  });

  // What the people list reads besides users: the ledger (funds, recovered), second factors;
  // the lawyer's list reads fee agreements and cases; the case lists' conflict flag (issue 31)
  // reads decisions, indicators, contact points, adverse parties and payout methods. A written
  // row of each table drops every list; a statement that writes no row drops nothing (issue 34:
  // it used to, and the summaries' empty statements emptied every cache on each person's update).
  it.each([
    'cases',
    'ledger_postings',
    'totp_factors',
    'passkeys',
    'fee_agreements',
    'lead_conflict_decisions',
    'indicators',
    'scheme_contacts',
    'adverse_parties',
    'payout_methods',
  ])('has %s tell every instance of each written row, and of a TRUNCATE', async (table) => {
    expect(await notifyingTriggers(table)).toEqual({ rowWrites: true, truncate: true });
  });

  it('drops them when a case row is written, and keeps them for a statement that writes no row', async () => {
    const person = await createUser(t.db, { firstName: 'Bea', password: null });
    const theCase = await createCase(t.db, { clientId: person.id });
    await syncBus();
    const url = '/api/admin/users?limit=100';
    expect(firstNameIn(await get(url, admin), person.id)).toBe('Bea');
    await quietlyRename(person.id, 'Bea-cases');
    await t.db.execute(sql`update cases set title = title where false`);
    await syncBus();
    expect(firstNameIn(await get(url, admin), person.id)).toBe('Bea');
    await t.db.execute(sql`update cases set title = title where id = ${theCase.id}`);
    await syncBus();
    expect(firstNameIn(await get(url, admin), person.id)).toBe('Bea-cases');
  });

  it("drops the admin's case list when a case is given to a lawyer through the app", async () => {
    const desk = await createDesk(t.db, { countries: ['IE'] });
    const lawyer = await createUser(t.db, { role: 'lawyer', deskId: desk.id });
    const client = await createUser(t.db, { password: null, country: 'IE' });
    const theCase = await createCase(t.db, { clientId: client.id, deskId: desk.id });
    await syncBus();
    const unassigned = async () =>
      ((await get('/api/admin/cases?assignment=unassigned&limit=100', admin)).cases as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await unassigned()).toContain(theCase.id);
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/cases/${theCase.id}/assign`,
      payload: { lawyerId: lawyer.id },
      headers: { cookie: admin },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await unassigned()).not.toContain(theCase.id);
  });

  it("flags a case on the admin's list as soon as a conflict turns up for its client (issue 31)", async () => {
    const email = `later-${Date.now()}@scam.example`;
    const { case: theCase } = await createLead(t.db, { client: { email } });
    await syncBus();
    const flag = async () =>
      (
        (await get('/api/admin/cases?limit=100', admin)).cases as { id: string; conflictOpen: boolean }[]
      ).find((c) => c.id === theCase.id)?.conflictOpen;
    expect(await flag()).toBe(false);
    // Another client reports the registrant's address as the scammers' contact.
    const other = await createCase(t.db, { clientId: (await createUser(t.db, { password: null })).id });
    await t.db.insert(schemeContacts).values({
      caseId: other.id,
      kind: 'email',
      value: email,
      indicatorId: await indicatorIdOf(t.db, { kind: 'email', value: email }),
    });
    await syncBus();
    expect(await flag()).toBe(true);
  });

  it("keeps each lawyer's cases apart: one lawyer's list never answers another", async () => {
    const lawyerA = await loginAs(t, 'lawyer');
    const lawyerB = await loginAs(t, 'lawyer');
    const client = await createUser(t.db, { password: null, lastName: 'Keyed' });
    const ofA = await createCase(t.db, { clientId: client.id, lawyerId: lawyerA.user.id });
    const ofB = await createCase(t.db, { clientId: client.id, lawyerId: lawyerB.user.id });
    await syncBus();
    const ids = async (cookie: string, query = '') =>
      ((await get(`/api/lawyer/cases${query}`, cookie)).cases as { id: string }[]).map((c) => c.id);
    for (const query of ['', '?q=keyed']) {
      expect(await ids(lawyerA.cookie, query)).toEqual([ofA.id]);
      expect(await ids(lawyerB.cookie, query)).toEqual([ofB.id]);
      expect(await ids(lawyerA.cookie, query)).toEqual([ofA.id]);
    }
  });

  it("keeps each manager's desk apart, and follows a case given to the desk", async () => {
    const deskA = await createDesk(t.db, { name: 'Reuse desk A', countries: ['LU'] });
    const deskB = await createDesk(t.db, { name: 'Reuse desk B', countries: ['MT'] });
    const managerA = await loginAs(t, 'manager', { deskId: deskA.id });
    const managerB = await loginAs(t, 'manager', { deskId: deskB.id });
    const client = await createUser(t.db, { password: null, country: 'LU' });
    const theCase = await createCase(t.db, { clientId: client.id, deskId: deskA.id });
    await syncBus();
    const desk = async (cookie: string) => {
      const body = await get('/api/manager/dashboard', cookie);
      return { name: body.desk.name as string, cases: (body.cases as { id: string }[]).map((c) => c.id) };
    };
    expect(await desk(managerA.cookie)).toEqual({ name: 'Reuse desk A', cases: [theCase.id] });
    expect(await desk(managerB.cookie)).toEqual({ name: 'Reuse desk B', cases: [] });
    // The team's later pages are kept per manager too.
    const team = async (cookie: string) =>
      ((await get('/api/manager/team?limit=5', cookie)).teamMembers as { id: string }[]).map((m) => m.id);
    expect(await team(managerA.cookie)).toEqual([managerA.user.id]);
    expect(await team(managerB.cookie)).toEqual([managerB.user.id]);
    // The case moves to desk B (written directly): the cases trigger drops both desks' answers.
    await t.db.execute(sql`update cases set desk_id = ${deskB.id} where id = ${theCase.id}`);
    await syncBus();
    expect(await desk(managerA.cookie)).toEqual({ name: 'Reuse desk A', cases: [] });
    expect(await desk(managerB.cookie)).toEqual({ name: 'Reuse desk B', cases: [theCase.id] });
  });
});
