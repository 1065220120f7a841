import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import type { TestApp } from '../../../../tests/support/test-app';
import { LIST_COUNT_CAP } from '../../../shared/contracts/pagination';
import { createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const list = (query: string) => kit.call({ method: 'GET', url: `/api/admin/users?${query}` });
const listCases = (query: string) => kit.call({ method: 'GET', url: `/api/admin/cases?${query}` });

/** People without records, made in one statement: ten thousand through the API would take minutes. */
async function insertPeople(count: number, lastName: string) {
  await t.db.execute(sql`
    insert into users (role, username, email, first_name, last_name, created_at)
    select 'client', ${lastName.toLowerCase()} || '.' || g, ${lastName.toLowerCase()} || '.' || g || '@example.test',
           'Person', ${lastName}, now() - make_interval(secs => g)
      from generate_series(1, ${count}) g`);
}

/** Cases of one new client, made in one statement, titled `<title> <n>`, newest first by n; every thousandth is high priority. */
async function insertCases(count: number, title: string) {
  const client = await createUser(t.db, { lastName: title, password: null });
  await t.db.execute(sql`
    insert into cases (reference, client_id, title, fraud_type, amount_lost_cents, priority, created_at)
    select 'RC-' || ${title.toUpperCase()} || '-' || g, ${client.id}, ${title} || ' ' || g, 'investment', 100000,
           (case when g % 1000 = 0 then 'high' else 'medium' end)::case_priority, now() - make_interval(secs => g)
      from generate_series(1, ${count}) g`);
}

// D113: at a million people an exact count of every match costs a full pass per page,
// so the list counts up to the cap and says when there are more.
describe('GET /api/admin/users beyond the count cap', () => {
  beforeAll(async () => {
    await insertPeople(LIST_COUNT_CAP + 1, 'Capped');
    await insertPeople(LIST_COUNT_CAP, 'Exact');
  }, 180_000); // The search-word triggers (D23) run per insert; a loaded machine needs the margin.

  it('counts up to the cap and says more people match', async () => {
    const page = (await list('q=capped&limit=20')).json();
    expect(page).toMatchObject({ total: LIST_COUNT_CAP, more: true, page: 1, limit: 20 });
    expect(page.users).toHaveLength(20);
    // Still newest first: person 1 was made one second ago, person 2 two seconds ago.
    expect(page.users.slice(0, 2).map((u: { username: string }) => u.username)).toEqual([
      'capped.1',
      'capped.2',
    ]);
  });

  it('gives the exact count when the matches are exactly the cap', async () => {
    expect((await list('q=exact&limit=20')).json()).toMatchObject({ total: LIST_COUNT_CAP, more: false });
  });

  it('pages to the last row the cap covers and refuses a page past it, with the reason', async () => {
    const last = (await list('q=capped&limit=20&page=500')).json();
    expect(last.users.map((u: { username: string }) => u.username)).toContain(`capped.${LIST_COUNT_CAP}`);

    for (const query of ['q=capped&limit=20&page=501', 'limit=100&page=101']) {
      const refused = await list(query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.page).toMatch(/first 10,000 matches.*search or filter/);
    }
    expect((await list('limit=100&page=100')).statusCode).toBe(200);
  });

  it('still counts exactly, with no "more", when a filter narrows the matches', async () => {
    // capped.12, capped.120–129, capped.1200–1299: 111 people, each counted.
    expect((await list('q=capped.12&limit=20')).json()).toMatchObject({ total: 111, more: false });
  });
});

describe('GET /api/admin/cases beyond the count cap', () => {
  beforeAll(async () => {
    await insertCases(LIST_COUNT_CAP + 1, 'Bulkcase');
  }, 180_000); // The search-word triggers (D23) run per insert; a loaded machine needs the margin.

  it('counts up to the cap, says more match, and refuses a page past it', async () => {
    const page = (await listCases('q=bulkcase&limit=20')).json();
    expect(page).toMatchObject({ total: LIST_COUNT_CAP, more: true });
    expect(page.cases.slice(0, 2).map((c: { title: string }) => c.title)).toEqual([
      'Bulkcase 1',
      'Bulkcase 2',
    ]);
    const refused = await listCases('q=bulkcase&limit=100&page=101');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.page).toMatch(/first 10,000 matches/);
  });

  it('counts exactly, with no "more", under the cap', async () => {
    // Bulkcase 1000, 2000 … 10000: ten cases.
    expect((await listCases('q=bulkcase&priority=high&limit=20')).json()).toMatchObject({
      total: 10,
      more: false,
    });
  });
});
