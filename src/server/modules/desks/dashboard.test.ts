import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedByOperator } from '../../../../tests/support/approvals';
import { recoverConfirmed } from '../../../../tests/support/recoveries';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import {
  auditLog,
  caseEvents,
  cases,
  notifications,
  oneTimeTokens,
  outboxEmails,
  users,
} from '../../db/schema';
import { createCase, createDesk, createUser, type NewCase } from '../../seed/factories';

const t = appPerFile();
type Person = { id: string; cookie: string };
let admin: Person;
let n = 0;

beforeAll(async () => {
  const { user, cookie } = await loginAs(t, 'admin');
  admin = { id: user.id, cookie };
});

const as = (who: Person) => ({ cookie: who.cookie });
const get = (who: Person, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
async function person(
  role: 'lawyer' | 'manager' | 'client',
  deskId: string | null,
  names = {},
): Promise<Person> {
  const { user, cookie } = await loginAs(t, role, { deskId, ...names });
  return { id: user.id, cookie };
}
/** A desk with its manager and two lawyers. */
async function team(countries = ['DE', 'AT']) {
  const desk = await createDesk(t.db, {
    name: `Desk ${n++}`,
    description: 'German-speaking clients',
    countries,
  });
  return {
    desk,
    manager: await person('manager', desk.id, { firstName: 'Mara', lastName: 'Jansen' }),
    anna: await person('lawyer', desk.id, { firstName: 'Anna', lastName: 'Adler' }),
    bert: await person('lawyer', desk.id, { firstName: 'Bert', lastName: 'Brandt' }),
  };
}
async function deskCase(deskId: string, overrides: Partial<NewCase> = {}) {
  const client = await createUser(t.db, { role: 'client', firstName: 'Cora', lastName: `Client${n++}` });
  return createCase(t.db, { clientId: client.id, deskId, ...overrides });
}
/** Money received: reported by the admin, confirmed by a second person (D26). */
async function recover(caseId: string, amount: number) {
  await recoverConfirmed(t, admin.cookie, caseId, {
    amount,
    receivedAt: '2026-01-20',
    source: 'settlement',
    reference: `S-${n++}`,
  });
}
/**
 * Backdates a case's opening and records its completion `days` later, as a phase change does:
 * the case's phase_changed_at and its timeline event carry the same moment.
 */
async function completedAfter(caseId: string, days: number) {
  const opened = new Date('2026-01-01T00:00:00Z');
  const completed = new Date(opened.getTime() + days * 86_400_000);
  await t.db.update(cases).set({ createdAt: opened, phaseChangedAt: completed }).where(eq(cases.id, caseId));
  await t.db.insert(caseEvents).values({
    caseId,
    actorId: null,
    kind: 'phase_changed',
    fromPhase: 'recovery',
    toPhase: 'completed',
    createdAt: completed,
  });
}

describe('GET /api/manager/dashboard', () => {
  it('shows the desk, its stats, cases, team and per-lawyer performance, all from records (D3)', async () => {
    const { desk, manager, anna, bert } = await team();
    const c1 = await deskCase(desk.id, { lawyerId: anna.id, phase: 'completed', amountLostCents: 1_000_000 });
    await recover(c1.id, 4000);
    await completedAfter(c1.id, 30);
    const c2 = await deskCase(desk.id, { lawyerId: anna.id, phase: 'completed' });
    await recover(c2.id, 1000);
    await completedAfter(c2.id, 45);
    await deskCase(desk.id, { lawyerId: anna.id, phase: 'closed' });
    await deskCase(desk.id, { lawyerId: bert.id, phase: 'investigation' });
    const unassigned = await deskCase(desk.id);
    const other = await team(['FR']);
    await recover((await deskCase(other.desk.id, { lawyerId: other.anna.id })).id, 777);

    const response = await get(manager, '/api/manager/dashboard');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual({
      id: manager.id,
      firstName: 'Mara',
      lastName: 'Jansen',
      email: expect.any(String),
    });
    expect(body.desk).toEqual({
      id: desk.id,
      name: desk.name,
      description: 'German-speaking clients',
      countries: ['DE', 'AT'],
    });
    expect(body.stats).toEqual({
      totalCases: 5,
      activeCases: 2,
      totalRecovered: 5000,
      totalRecoveredCents: 500_000,
      teamSize: 3,
    });
    expect(body.cases).toHaveLength(5);
    expect(body.cases[0]).toMatchObject({
      id: unassigned.id,
      reference: unassigned.reference,
      firstName: 'Cora',
      assignedLawyerId: null,
      assignedLawyerName: null,
      status: 'new',
      recoveredAmount: 0,
    });
    expect(body.cases.find((c: { id: string }) => c.id === c1.id)).toMatchObject({
      claimAmount: 10_000,
      fraudType: 'investment',
      assignedLawyerId: anna.id,
      assignedLawyerName: 'Anna Adler',
      status: 'completed',
      recoveredAmount: 4000,
    });
    // D25: each member once, managers first then lawyers by name; their figures by id.
    expect(body.teamMembers.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [manager.id, 'manager'],
      [anna.id, 'lawyer'],
      [bert.id, 'lawyer'],
    ]);
    expect(body.teamMembers[1]).toMatchObject({ firstName: 'Anna', lastName: 'Adler', status: 'active' });
    // Each member's last activity (null until a first sign-in: screens then say Invited).
    expect(body.teamMembers[0].lastActive).toEqual(expect.any(String));
    expect(body.performance).toEqual({
      [anna.id]: {
        caseCount: 3,
        recoveredAmount: 5000,
        recoveredAmountCents: 500_000,
        successRate: 66.7, // 2 completed with recovery over 2 completed + 1 closed
        averageRecoveryDays: 37.5, // (30 + 45) / 2, from the timeline
      },
      [bert.id]: {
        caseCount: 1,
        recoveredAmount: 0,
        recoveredAmountCents: 0,
        successRate: null,
        averageRecoveryDays: null,
      },
    });
    expect(body.teamNextCursor).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('pages through the desk’s cases, newest first', async () => {
    const { desk, manager } = await team();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await deskCase(desk.id)).id);
    const page1 = (await get(manager, '/api/manager/dashboard?limit=2')).json();
    const page2 = (await get(manager, '/api/manager/dashboard?limit=2&page=2')).json();
    expect(page1).toMatchObject({ page: 1, limit: 2, stats: { totalCases: 3 } });
    expect([...page1.cases, ...page2.cases].map((c: { id: string }) => c.id)).toEqual(made.reverse());
  });

  it('gives a manager without a desk an honest empty dashboard', async () => {
    const manager = await person('manager', null);
    expect((await get(manager, '/api/manager/dashboard')).json()).toMatchObject({
      desk: null,
      stats: { totalCases: 0, activeCases: 0, totalRecovered: 0, teamSize: 0 },
      cases: [],
      teamMembers: [],
      performance: {},
      teamNextCursor: null,
    });
  });

  it('answers 400 for a bad page, and 403 to lawyers', async () => {
    const { manager, anna } = await team();
    const bad = await get(manager, '/api/manager/dashboard?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.limit).toEqual(expect.any(String));
    expect((await get(anna, '/api/manager/dashboard')).statusCode).toBe(403);
  });
});

describe('PATCH and PUT /api/cases/{id}/assign', () => {
  const assign = (who: Person, caseId: string, lawyerId: unknown, method: 'PATCH' | 'PUT' = 'PATCH') =>
    t.app.inject({ method, url: `/api/cases/${caseId}/assign`, payload: { lawyerId }, headers: as(who) });

  it('lets a manager give a desk case to a lawyer of the desk: timeline, notice, audit', async () => {
    const { desk, manager, anna } = await team();
    const theCase = await deskCase(desk.id);
    const response = await assign(manager, theCase.id, anna.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: theCase.id,
      reference: theCase.reference,
      title: theCase.title,
      fraudType: 'investment',
      clientName: expect.any(String),
      status: 'new',
      deskId: desk.id,
      assignedLawyerId: anna.id,
      assignedLawyerName: 'Anna Adler',
    });
    const [event] = await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, theCase.id));
    expect(event).toMatchObject({ kind: 'lawyer_assigned', clientVisible: true, actorId: manager.id });
    expect(event!.data).toMatchObject({
      lawyerId: anna.id,
      lawyerName: 'Anna Adler',
      previousLawyerId: null,
    });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.caseId, theCase.id));
    expect(notice).toMatchObject({ userId: anna.id, kind: 'case_assigned' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.assigned'), eq(auditLog.entityId, theCase.id)));
    expect(audit).toMatchObject({
      actorId: manager.id,
      before: { lawyerId: null },
      after: { lawyerId: anna.id },
    });
  });

  it('answers PUT the same way (the spec’s other path)', async () => {
    const { desk, manager, anna, bert } = await team();
    const theCase = await deskCase(desk.id, { lawyerId: anna.id });
    const response = await assign(manager, theCase.id, bert.id, 'PUT');
    expect(response.json()).toMatchObject({ assignedLawyerId: bert.id, assignedLawyerName: 'Bert Brandt' });
  });

  it('refuses a lawyer of another desk with a message on lawyerId', async () => {
    const { desk, manager, anna } = await team();
    const other = await team(['FR']);
    const theCase = await deskCase(desk.id, { lawyerId: anna.id });
    const response = await assign(manager, theCase.id, other.anna.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.lawyerId).toBe(
      'This lawyer works on another desk. Choose a lawyer of your own desk.',
    );
    expect((await t.db.select().from(cases).where(eq(cases.id, theCase.id)))[0]!.lawyerId).toBe(anna.id);
  });

  it('answers 404 to a manager of another desk and changes nothing', async () => {
    const { desk, anna } = await team();
    const other = await team(['FR']);
    const theCase = await deskCase(desk.id);
    expect((await assign(other.manager, theCase.id, anna.id)).statusCode).toBe(404);
    expect((await assign(other.manager, theCase.id, other.anna.id)).statusCode).toBe(404);
    expect((await t.db.select().from(cases).where(eq(cases.id, theCase.id)))[0]!.lawyerId).toBeNull();
    expect(await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, theCase.id))).toEqual([]);
  });

  it('lets an admin assign any active lawyer; the case moves to that lawyer’s desk', async () => {
    const { desk } = await team();
    const other = await team(['FR']);
    const theCase = await deskCase(desk.id);
    const response = await assign(admin, theCase.id, other.bert.id);
    expect(response.json()).toMatchObject({ deskId: other.desk.id, assignedLawyerId: other.bert.id });
    const banned = await createUser(t.db, { role: 'lawyer', status: 'banned', deskId: desk.id });
    const refused = await assign(admin, theCase.id, banned.id);
    expect(refused.json().error.fields.lawyerId).toBe('Choose an active lawyer.');
  });

  it('answers 400 for a lawyerId that is not an id, and 403 to lawyers', async () => {
    const { desk, manager, anna } = await team();
    const theCase = await deskCase(desk.id, { lawyerId: anna.id });
    const bad = await assign(manager, theCase.id, 42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.lawyerId).toBe('Choose a lawyer');
    expect((await assign(anna, theCase.id, anna.id)).statusCode).toBe(403);
  });
});

describe('POST /api/manager/team-members', () => {
  const add = (who: Person, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/manager/team-members', payload, headers: as(who) });
  const member = {
    firstName: 'Nora',
    lastName: 'Keller',
    email: 'nora.keller@example.test',
    role: 'lawyer',
    country: 'at',
  };

  it('adds the person to my desk with an invitation link and no password (D11)', async () => {
    const { desk, manager } = await team();
    const other = await team(['FR']);
    const response = await add(manager, { ...member, language: 'de', deskId: other.desk.id });
    // D37: a new staff account waits for an admin (here the operator); nothing exists until then.
    expect(response.json().proposal).toMatchObject({ kind: 'team_member', status: 'pending' });
    expect(await t.db.select().from(users).where(eq(users.email, member.email))).toEqual([]);
    const approved = await approvedByOperator(t, response);
    const dashboardMembers = (await get(manager, '/api/manager/dashboard')).json().teamMembers;
    const body = { member: dashboardMembers.find((m: { id: string }) => m.id === approved.result!.userId) };
    expect(body.member).toMatchObject({
      firstName: 'Nora',
      lastName: 'Keller',
      email: 'nora.keller@example.test',
      role: 'lawyer',
      country: 'AT',
      language: 'de',
      deskId: desk.id, // forced to the manager's desk whatever was sent
      status: 'active',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, body.member.id));
    expect(row).toMatchObject({ passwordHash: null, deskId: desk.id, managerId: manager.id });
    const [token] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row!.id));
    expect(token!.purpose).toBe('invitation');
    const [email] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, row!.id));
    expect(email).toMatchObject({ template: 'invitation', language: 'de' });
    expect(email!.textBody).toMatch(/\/set-password\?token=/);
    const dashboard = (await get(manager, '/api/manager/dashboard')).json();
    expect(dashboard.teamMembers.map((m: { id: string }) => m.id)).toContain(row!.id);
  });

  it('refuses a country outside the desk, and an email already registered', async () => {
    const { manager } = await team();
    const wrongCountry = await add(manager, { ...member, email: 'x1@example.test', country: 'FR' });
    expect(wrongCountry.statusCode).toBe(400);
    expect(wrongCountry.json().error.fields.country).toBe("Choose one of your desk's countries: DE, AT.");
    await createUser(t.db, { email: 'taken.member@example.test' });
    const taken = await add(manager, { ...member, email: 'TAKEN.member@example.test' });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 400 with field messages for missing fields and a role outside lawyer/manager', async () => {
    const { manager } = await team();
    const [before] = await t.db.select({ n: count() }).from(users);
    const response = await add(manager, { role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      role: 'Choose lawyer or manager',
      country: 'Country is required',
    });
    expect((await t.db.select({ n: count() }).from(users))[0]).toEqual(before);
  });

  it('refuses a manager without a desk, and lawyers', async () => {
    const deskless = await person('manager', null);
    const response = await add(deskless, { ...member, email: 'x2@example.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/need a desk/);
    const { anna } = await team();
    expect((await add(anna, { ...member, email: 'x3@example.test' })).statusCode).toBe(403);
  });
});
