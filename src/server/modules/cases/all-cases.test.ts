import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { createCase, createDesk, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
let fixture: Awaited<ReturnType<typeof build>>;

async function build() {
  const desk = await createDesk(t.db, { name: 'Alpine' });
  const lawyer = await createUser(t.db, {
    role: 'lawyer',
    firstName: 'Lena',
    lastName: 'Lawson',
    password: null,
  });
  const anna = await createUser(t.db, { firstName: 'Anna', lastName: 'Kowalski', password: null });
  const ben = await createUser(t.db, { firstName: 'Ben', lastName: 'Okafor', password: null });
  const romance = await createCase(t.db, {
    clientId: anna.id,
    title: 'Romance scam via dating app',
    phase: 'legal',
    priority: 'urgent',
    deskId: desk.id,
    lawyerId: lawyer.id,
    amountLostCents: 4_000_000,
  });
  const crypto = await createCase(t.db, { clientId: ben.id, title: 'Crypto exchange froze withdrawals' });
  const older = await createCase(t.db, { clientId: ben.id, title: 'Forex broker vanished', phase: 'closed' });
  await kit.recover(romance.id, 2500);
  return { desk, lawyer, anna, ben, romance, crypto, older };
}

withAdminApp(async (app, adminKit) => {
  t = app;
  kit = adminKit;
  fixture = await build();
});

const list = (query = '', cookie?: string | null) =>
  kit.call({ method: 'GET', url: `/api/admin/cases?${query}`, cookie });
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  response.json().cases.map((c: { id: string }) => c.id);

describe('GET /api/admin/cases', () => {
  it('lists every case newest first, with client, lawyer, desk and the recovered amount from the ledger', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(body.cases.map((c: { id: string }) => c.id)).toEqual([
      fixture.older.id,
      fixture.crypto.id,
      fixture.romance.id,
    ]);
    expect(body.cases[2]).toMatchObject({
      reference: fixture.romance.reference,
      title: 'Romance scam via dating app',
      clientId: fixture.anna.id,
      clientName: 'Anna Kowalski',
      phase: 'legal',
      priority: 'urgent',
      deskId: fixture.desk.id,
      deskName: 'Alpine',
      lawyerId: fixture.lawyer.id,
      lawyerName: 'Lena Lawson',
      currency: 'USD',
      amountLost: 40_000,
      recoveredAmount: 2500,
    });
    expect(body.cases[0]).toMatchObject({ lawyerName: null, deskName: null, recoveredAmount: 0 });
  });

  it('filters by phase (legal-action is legal, D9), priority, desk and lawyer', async () => {
    expect(ids(await list('phase=legal-action'))).toEqual([fixture.romance.id]);
    expect(ids(await list('phase=closed'))).toEqual([fixture.older.id]);
    expect(ids(await list('priority=urgent'))).toEqual([fixture.romance.id]);
    expect(ids(await list(`deskId=${fixture.desk.id}`))).toEqual([fixture.romance.id]);
    expect(ids(await list(`lawyerId=${fixture.lawyer.id}`))).toEqual([fixture.romance.id]);
  });

  it('filters by assignment state, alone and with the other filters (issue 7 item 4)', async () => {
    expect(ids(await list('assignment=assigned'))).toEqual([fixture.romance.id]);
    expect(ids(await list('assignment=unassigned'))).toEqual([fixture.older.id, fixture.crypto.id]);
    expect(ids(await list('assignment=unassigned&phase=closed'))).toEqual([fixture.older.id]);
    expect(ids(await list('assignment=unassigned&q=okafor&limit=1&page=2'))).toEqual([fixture.crypto.id]);
    expect((await list('assignment=assigned&q=okafor')).json()).toMatchObject({ cases: [], total: 0 });
    const both = await list('assignment=unassigned');
    expect(both.json().total).toBe(2);
    expect(both.json().cases.every((c: { lawyerName: string | null }) => c.lawyerName === null)).toBe(true);
  });

  it('searches titles, client names and exact references', async () => {
    expect(ids(await list('q=dating'))).toEqual([fixture.romance.id]);
    expect(ids(await list('q=okafor'))).toEqual([fixture.older.id, fixture.crypto.id]);
    expect(ids(await list('q=ben%20crypto'))).toEqual([fixture.crypto.id]);
    expect(ids(await list(`q=${fixture.crypto.reference.toLowerCase()}`))).toEqual([fixture.crypto.id]);
  });

  it('pages with a stable order', async () => {
    const page2 = (await list('limit=2&page=2')).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.cases.map((c: { id: string }) => c.id)).toEqual([fixture.romance.id]);
  });

  it('names invalid filters', async () => {
    const response = await list('phase=won&limit=500&deskId=7&assignment=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      phase: expect.any(String),
      limit: 'Ask for at most 100 rows at a time',
      deskId: 'Not a valid desk id',
      assignment: 'Choose assigned or unassigned',
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'lawyer');
    expect((await list('', cookie)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});
