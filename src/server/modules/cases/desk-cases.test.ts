import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import type { ManagerCase } from '../../../shared/contracts/desks';
import { createCase, createDesk, createUser, type NewCase } from '../../seed/factories';

const t = appPerFile();
type Person = { id: string; cookie: string };
let n = 0;

async function person(role: 'lawyer' | 'manager', deskId: string | null, names = {}): Promise<Person> {
  const { user, cookie } = await loginAs(t, role, { deskId, ...names });
  return { id: user.id, cookie };
}
async function deskCase(deskId: string, client: [string, string], overrides: Partial<NewCase> = {}) {
  const c = await createUser(t.db, { role: 'client', firstName: client[0], lastName: client[1] });
  return createCase(t.db, { clientId: c.id, deskId, ...overrides });
}
async function list(who: Person, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/manager/cases${query}`,
    headers: { cookie: who.cookie },
  });
  return response;
}
async function rows(who: Person, query = ''): Promise<{ cases: ManagerCase[]; total: number }> {
  const response = await list(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const refs = (body: { cases: ManagerCase[] }) => body.cases.map((c) => c.reference);

/** A desk with a manager, two lawyers and five cases whose every sort key differs. */
let manager: Person;
let anna: Person;
let bert: Person;
let created: Awaited<ReturnType<typeof createCase>>[];
let otherDeskCase: Awaited<ReturnType<typeof createCase>>;

beforeAll(async () => {
  const desk = await createDesk(t.db, { name: `Desk ${n++}`, description: 'DACH', countries: ['DE'] });
  manager = await person('manager', desk.id);
  anna = await person('lawyer', desk.id, { firstName: 'Anna', lastName: 'Adler' });
  bert = await person('lawyer', desk.id, { firstName: 'Bert', lastName: 'Brandt' });
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  created = [
    await deskCase(desk.id, ['Zoe', 'Zimmer'], {
      fraudType: 'romance',
      amountLostCents: 300_00,
      phase: 'new',
      createdAt: day(1),
    }),
    await deskCase(desk.id, ['Carl', 'Claus'], {
      fraudType: 'cryptocurrency',
      amountLostCents: 9_000_00,
      phase: 'legal',
      lawyerId: bert.id,
      createdAt: day(2),
    }),
    await deskCase(desk.id, ['Maja', 'Meier'], {
      fraudType: 'investment',
      amountLostCents: 50_000_00,
      phase: 'investigation',
      lawyerId: anna.id,
      createdAt: day(3),
    }),
    await deskCase(desk.id, ['Ada', 'Albers'], {
      fraudType: 'business',
      amountLostCents: 1_200_00,
      phase: 'recovery',
      lawyerId: anna.id,
      createdAt: day(4),
    }),
    await deskCase(desk.id, ['Paul', 'Pohl'], {
      fraudType: 'forex',
      amountLostCents: 75_00,
      phase: 'closed',
      createdAt: day(5),
    }),
  ];
  const other = await createDesk(t.db, { name: `Desk ${n++}`, description: 'FR', countries: ['FR'] });
  otherDeskCase = await deskCase(other.id, ['Zoe', 'Zimmer'], { amountLostCents: 99_999_00 });
});

describe('GET /api/manager/cases', () => {
  it('lists only the manager’s desk (D21), newest first by default, with the total', async () => {
    const body = await rows(manager);
    expect(body.total).toBe(5);
    expect(refs(body)).toEqual([...created].reverse().map((c) => c.reference));
    expect(refs(body)).not.toContain(otherDeskCase.reference);
    expect(body.cases[1]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Albers',
      fraudType: 'business',
      claimAmount: 1200,
      assignedLawyerId: anna.id,
      assignedLawyerName: 'Anna Adler',
      status: 'recovery',
    });
    // Searching another desk's client finds nothing here.
    expect((await rows(manager, `?q=${otherDeskCase.reference}`)).total).toBe(0);
  });

  it.each([
    ['reference', [0, 1, 2, 3, 4]],
    ['client', [3, 1, 2, 4, 0]],
    ['fraudType', [1, 2, 0, 3, 4]],
    ['claimAmount', [4, 0, 3, 1, 2]],
    ['status', [0, 2, 1, 3, 4]],
    ['createdAt', [0, 1, 2, 3, 4]],
  ] as const)('sorts by %s, both ways', async (sort, order) => {
    const expected = order.map((i) => created[i]!.reference);
    const up = refs(await rows(manager, `?sort=${sort}&order=asc`));
    const down = refs(await rows(manager, `?sort=${sort}&order=desc`));
    expect(up.slice(0, expected.length)).toEqual(expected);
    expect(down.slice(-expected.length)).toEqual([...expected].reverse());
  });

  it('sorts by lawyer name, unassigned after the named lawyers going up and first going down', async () => {
    const names = (body: { cases: ManagerCase[] }) => body.cases.map((c) => c.assignedLawyerName);
    const expected = ['Anna Adler', 'Anna Adler', 'Bert Brandt', null, null];
    expect(names(await rows(manager, '?sort=lawyer&order=asc'))).toEqual(expected);
    expect(names(await rows(manager, '?sort=lawyer&order=desc'))).toEqual([...expected].reverse());
  });

  it('filters by status (legal-action is legal), by lawyer and unassigned, and searches', async () => {
    expect(refs(await rows(manager, '?status=legal-action'))).toEqual([created[1]!.reference]);
    const annas = await rows(manager, `?assigned=${anna.id}&sort=createdAt&order=asc`);
    expect(annas.total).toBe(2);
    expect(refs(annas)).toEqual([created[2]!.reference, created[3]!.reference]);
    const unassigned = await rows(manager, '?assigned=unassigned');
    expect(unassigned.total).toBe(2);
    expect(unassigned.cases.every((c) => c.assignedLawyerId === null)).toBe(true);
    expect(refs(await rows(manager, '?q=meier'))).toEqual([created[2]!.reference]);
    expect(refs(await rows(manager, '?q=maja%20mei'))).toEqual([created[2]!.reference]);
    expect(refs(await rows(manager, `?q=${created[4]!.reference.toLowerCase()}`))).toEqual([
      created[4]!.reference,
    ]);
    const combined = await rows(manager, `?assigned=${anna.id}&status=recovery&q=albers`);
    expect(combined.total).toBe(1);
  });

  it('pages with the total of all matches', async () => {
    const first = await rows(manager, '?sort=claimAmount&order=asc&limit=2');
    const second = await rows(manager, '?sort=claimAmount&order=asc&limit=2&page=2');
    const third = await rows(manager, '?sort=claimAmount&order=asc&limit=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...refs(first), ...refs(second), ...refs(third)]).toEqual(
      [4, 0, 3, 1, 2].map((i) => created[i]!.reference),
    );
    const past = await rows(manager, '?status=new&page=9');
    expect(past).toMatchObject({ cases: [], total: 1 });
  });

  it('answers 400 for an unknown sort, status or lawyer id; a manager without a desk gets nothing', async () => {
    for (const q of ['?sort=email', '?order=up', '?status=lost', '?assigned=bert', '?limit=101']) {
      expect((await list(manager, q)).statusCode, q).toBe(400);
    }
    const deskless = await person('manager', null);
    expect(await rows(deskless)).toMatchObject({ cases: [], total: 0 });
    expect((await list(anna)).statusCode).toBe(403);
  });
});
