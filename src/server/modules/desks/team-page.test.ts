import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoverConfirmed } from '../../../../tests/support/recoveries';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { renderMessage } from '../../core/messages';
import { cases, users } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';
import { caseAggregates } from '../cases';

/**
 * D25: the manager dashboard carries each team member once, with the lawyers' figures keyed by id,
 * and the team in pages: the first with the dashboard, the rest from GET /api/manager/team.
 */
const t = appPerFile();
let n = 0;

type Member = { id: string; role: string; firstName: string; lastName: string; deskId: string };
type Figures = { caseCount: number; recoveredAmountCents: number; successRate: number | null };

type Page = { teamMembers: Member[]; performance: Record<string, Figures>; nextCursor: string | null };

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A desk with its manager, a second manager and `lawyers` lawyers, some sharing a last name. */
async function bigDesk(lawyers: number) {
  const desk = await createDesk(t.db, { name: `Team desk ${n++}`, countries: ['NL'] });
  const manager = await loginAs(t, 'manager', { deskId: desk.id, firstName: 'Mara', lastName: 'Zorg' });
  await createUser(t.db, { role: 'manager', deskId: desk.id, firstName: 'Ad', lastName: 'Zwart' });
  const made: string[] = [];
  for (let i = 0; i < lawyers; i++) {
    const lawyer = await createUser(t.db, {
      role: 'lawyer',
      deskId: desk.id,
      firstName: `First${String(i).padStart(2, '0')}`,
      // Shared last names, so the first name and then the id decide; capitals only, so byte and
      // language collations agree with the order asserted below.
      lastName: i % 3 === 0 ? 'Vries' : `Last${String(i % 7).padStart(2, '0')}`,
    });
    made.push(lawyer.id);
  }
  return { desk, manager, lawyers: made };
}

/** Every page of the team after the dashboard's first, as the screen's "Show more" walks it. */
async function walk(cookie: string, first: string | null, query = '') {
  const pages: Page[] = [];
  let cursor = first;
  while (cursor) {
    const response = await get(cookie, `/api/manager/team?cursor=${cursor}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
  }
  return pages;
}

describe('the manager team, each member once and paged (D25)', () => {
  it('carries the first 20 with the dashboard; the team endpoint walks the rest without repeats or gaps', async () => {
    const { desk, manager, lawyers } = await bigDesk(45);
    const other = await bigDesk(3);
    await createUser(t.db, { role: 'client', deskId: desk.id }); // a client on the desk is no team member

    const dashboard = (await get(manager.cookie, '/api/manager/dashboard')).json();
    expect(dashboard.stats.teamSize).toBe(47);
    expect(dashboard.teamMembers).toHaveLength(20);
    expect(dashboard.teamNextCursor).toEqual(expect.any(String));
    const pages = await walk(manager.cookie, dashboard.teamNextCursor);
    expect(pages.map((p) => p.teamMembers.length)).toEqual([20, 7]);
    const all = [dashboard, ...pages].flatMap((p: Page) => p.teamMembers);
    const ids = all.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length); // no one twice
    expect(new Set(ids)).toEqual(new Set([manager.user.id, ...lawyers, ...(await managersOf(desk.id))]));
    expect(all.every((m) => m.deskId === desk.id)).toBe(true);
    expect(ids.some((id) => other.lawyers.includes(id))).toBe(false);
    // The order the Team tab shows: managers first, then lawyers, each by last and first name.
    const rows = await t.db.select().from(users).where(eq(users.deskId, desk.id));
    const expected = rows
      .filter((u) => u.role === 'manager' || u.role === 'lawyer')
      .sort(
        (a, b) =>
          (a.role === b.role ? 0 : a.role === 'manager' ? -1 : 1) ||
          cmp(a.lastName, b.lastName) ||
          cmp(a.firstName, b.firstName) ||
          cmp(a.id, b.id),
      )
      .map((u) => u.id);
    expect(ids).toEqual(expected);
    // Performance: one entry per lawyer of the page, none for managers, nothing else.
    for (const page of [dashboard, ...pages] as Page[]) {
      const lawyerIds = page.teamMembers.filter((m) => m.role === 'lawyer').map((m) => m.id);
      expect(Object.keys(page.performance).sort()).toEqual(lawyerIds.sort());
    }
  });

  it("keys each lawyer's figures by id, equal to the computation from the desk's cases", async () => {
    const { desk, manager, lawyers } = await bigDesk(24);
    const client = await createUser(t.db, { role: 'client' });
    const admin = await loginAs(t, 'admin');
    const phases = ['new', 'investigation', 'completed', 'closed'] as const;
    for (let i = 0; i < 30; i++) {
      const made = await createCase(t.db, {
        clientId: client.id,
        deskId: desk.id,
        lawyerId: i % 5 === 4 ? null : lawyers[(i * 7) % lawyers.length]!,
        phase: phases[i % phases.length]!,
      });
      if (i % 4 === 2 && i < 20) {
        await recoverConfirmed(t, admin.cookie, made.id, {
          amount: 100 + i,
          receivedAt: '2026-01-20',
          source: 'settlement',
          reference: `T-${n++}`,
        });
      }
    }
    const dashboard = (await get(manager.cookie, '/api/manager/dashboard')).json();
    const pages = await walk(manager.cookie, dashboard.teamNextCursor);
    const performance: Record<string, Figures> = Object.assign(
      {},
      dashboard.performance,
      ...pages.map((p) => p.performance),
    );
    expect(Object.keys(performance).sort()).toEqual([...lawyers].sort());
    const computed = await t.db
      .select({ lawyerId: cases.lawyerId, ...caseAggregates })
      .from(cases)
      .where(eq(cases.deskId, desk.id))
      .groupBy(cases.lawyerId);
    for (const id of lawyers) {
      const c = computed.find((g) => g.lawyerId === id);
      expect(performance[id], id).toEqual({
        caseCount: c?.caseCount ?? 0,
        recoveredAmount: (c?.recoveredCents ?? 0) / 100,
        recoveredAmountCents: c?.recoveredCents ?? 0,
        successRate: c && c.finished > 0 ? Math.round((c.successes / c.finished) * 1000) / 10 : null,
        averageRecoveryDays: c?.averageRecoveryDays ?? null,
      });
    }
    expect(Object.values(performance).some((f) => f.recoveredAmountCents > 0)).toBe(true);
  });

  it('continues after a member added or removed between two pages, without repeats or gaps', async () => {
    const { desk, manager } = await bigDesk(30);
    const first = (await get(manager.cookie, '/api/manager/team?limit=10')).json() as Page;
    // Someone sorted before the cursor joins, and the last member shown leaves the desk.
    await createUser(t.db, { role: 'lawyer', deskId: desk.id, firstName: 'Aaron', lastName: 'Aal' });
    const leaving = first.teamMembers.at(-1)!;
    await t.db.update(users).set({ deskId: null }).where(eq(users.id, leaving.id));
    const rest = await walk(manager.cookie, first.nextCursor, '&limit=10');
    const ids = [...first.teamMembers, ...rest.flatMap((p) => p.teamMembers)].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(32); // 2 managers and 30 lawyers, as they were when the walk began
  });

  it('gives only lawyers with role=lawyer, walking every page of them', async () => {
    const { manager, lawyers } = await bigDesk(12);
    const first = (await get(manager.cookie, '/api/manager/team?role=lawyer&limit=5')).json() as Page;
    const pages = [first, ...(await walk(manager.cookie, first.nextCursor, '&role=lawyer&limit=5'))];
    expect(pages.map((p) => p.teamMembers.length)).toEqual([5, 5, 2]);
    expect(new Set(pages.flatMap((p) => p.teamMembers.map((m) => m.id)))).toEqual(new Set(lawyers));
  });

  it("never shows another desk's team, whatever the cursor; a manager without a desk has none", async () => {
    const mine = await bigDesk(2);
    const theirs = await bigDesk(25);
    const theirDashboard = (await get(theirs.manager.cookie, '/api/manager/dashboard')).json();
    // Their cursor, replayed by me, pages my desk from that point on: never their members.
    const replay = (
      await get(mine.manager.cookie, `/api/manager/team?cursor=${theirDashboard.teamNextCursor}`)
    ).json();
    expect(replay.teamMembers.every((m: Member) => m.deskId === mine.desk.id)).toBe(true);
    const all = (await get(mine.manager.cookie, '/api/manager/team?limit=100')).json() as Page;
    expect(all.teamMembers.map((m) => m.id).sort()).toEqual(
      [mine.manager.user.id, ...mine.lawyers, ...(await managersOf(mine.desk.id))]
        .filter((id, i, a) => a.indexOf(id) === i)
        .sort(),
    );
    const deskless = await loginAs(t, 'manager', { deskId: null });
    expect((await get(deskless.cookie, '/api/manager/team')).json()).toEqual({
      teamMembers: [],
      performance: {},
      nextCursor: null,
    });
  });

  it('answers 400 in the error shape for a bad cursor, limit or role, and 403 to a lawyer', async () => {
    const { manager, lawyers } = await bigDesk(1);
    const forged = Buffer.from(JSON.stringify(['admin', 'x', 'y', lawyers[0]])).toString('base64url');
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      ['cursor=%25%25', 'cursor'],
      [`cursor=${forged}`, 'cursor'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['role=client', 'role'],
    ] as const) {
      const response = await get(manager.cookie, `/api/manager/team?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({
        code: 'validation_failed',
        message: expect.any(String),
        fields: { [field]: expect.any(String) },
      });
    }
    // D29: a German reader reads the refusal in German.
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, manager.user.id));
    t.app.sessionCache.clear(); // written past the services, so no change was announced (D24)
    const german = await get(manager.cookie, '/api/manager/team?cursor=x');
    expect(german.json().error).toMatchObject({
      message: renderMessage('common.request.validation_failed', 'de'),
      fields: { cursor: renderMessage('common.field.invalid', 'de') },
    });
    expect(renderMessage('common.field.invalid', 'de')).not.toBe(renderMessage('common.field.invalid', 'en'));
    const lawyer = await loginAs(t, 'lawyer', { deskId: null });
    expect((await get(lawyer.cookie, '/api/manager/team')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/manager/team' })).statusCode).toBe(401);
  });
});

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function managersOf(deskId: string) {
  const rows = await t.db.select().from(users).where(eq(users.deskId, deskId));
  return rows.filter((u) => u.role === 'manager').map((u) => u.id);
}
