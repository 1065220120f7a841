import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { auditLog, cases, notifications, users } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

/**
 * A lawyer on desk A with one open and one closed case (and a message on the open one), a
 * colleague on desk A, a lawyer on desk B and a manager of desk B: rebuilt for every test.
 */
async function scene() {
  const deskA = await createDesk(t.db);
  const deskB = await createDesk(t.db);
  const lawyer = await loginAs(t, 'lawyer', { deskId: deskA.id });
  const colleague = await loginAs(t, 'lawyer', { deskId: deskA.id });
  const lawyerB = await createUser(t.db, { role: 'lawyer', deskId: deskB.id, password: null });
  const managerB = await createUser(t.db, { role: 'manager', deskId: deskB.id, password: null });
  const client = await loginAs(t, 'client', { firstName: 'Ada', lastName: 'Quist' });
  const open = await createCase(t.db, {
    clientId: client.user.id,
    deskId: deskA.id,
    lawyerId: lawyer.user.id,
    phase: 'investigation',
    title: 'Dating app transfers',
    fraudType: 'romance',
  });
  const closed = await createCase(t.db, {
    clientId: client.user.id,
    deskId: deskA.id,
    lawyerId: lawyer.user.id,
    phase: 'closed',
  });
  const sent = await kit.call({
    method: 'POST',
    url: `/api/cases/${open.id}/messages`,
    payload: { body: 'My bank statement is attached.' },
    cookie: client.cookie,
  });
  expect(sent.statusCode).toBe(201);
  return { deskA, deskB, lawyer, colleague, lawyerB, managerB, client, open, closed };
}
type Scene = Awaited<ReturnType<typeof scene>>;
let s: Scene;
beforeEach(async () => {
  s = await scene();
});

const moveTo = (deskId: string | null, extra: Record<string, unknown> = {}) =>
  kit.call({ method: 'PUT', url: `/api/admin/users/${s.lawyer.user.id}`, payload: { deskId, ...extra } });
const caseRow = async (id: string) => (await t.db.select().from(cases).where(eq(cases.id, id)))[0]!;
const deskOf = async (id: string) =>
  (await t.db.select({ deskId: users.deskId }).from(users).where(eq(users.id, id)))[0]!.deskId;
const asLawyer = (url: string, cookie = s.lawyer.cookie) => kit.call({ method: 'GET', url, cookie });

/** What the moved lawyer can still open of the case: the case, its thread, its documents. */
async function expectShutOut(caseId: string) {
  for (const url of [
    `/api/cases/${caseId}`,
    `/api/cases/${caseId}/messages`,
    `/api/cases/${caseId}/documents`,
  ]) {
    const res = await asLawyer(url);
    expect(res.statusCode, url).toBe(404);
  }
  const list = await asLawyer('/api/lawyer/cases');
  expect(list.statusCode).toBe(200);
  expect(JSON.stringify(list.json())).not.toContain(caseId);
}

describe('D39: moving a lawyer with open cases names who takes them', () => {
  it('without openCasesTo: 409 listing the open cases (not the closed one); nothing moves', async () => {
    const res = await moveTo(s.deskB.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message:
        "This lawyer still has open cases on their current desk (1). Say who takes them over, a lawyer of that desk or the desk's queue, to move them.",
      details: {
        desk: { id: s.deskA.id, name: s.deskA.name },
        lawyers: [
          { id: s.colleague.user.id, name: `${s.colleague.user.firstName} ${s.colleague.user.lastName}` },
        ],
        openCases: [
          {
            id: s.open.id,
            reference: s.open.reference,
            title: 'Dating app transfers',
            fraudType: 'romance',
            clientName: 'Ada Quist',
          },
        ],
      },
    });
    expect(await deskOf(s.lawyer.user.id)).toBe(s.deskA.id);
    expect((await caseRow(s.open.id)).lawyerId).toBe(s.lawyer.user.id);
    expect((await asLawyer(`/api/cases/${s.open.id}/messages`)).statusCode).toBe(200);
  });

  it("to the desk's queue: moved, the case unassigned on desk A, audited; the lawyer is refused the case and its messages", async () => {
    const res = await moveTo(s.deskB.id, { openCasesTo: 'queue' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.deskId).toBe(s.deskB.id);
    expect(await caseRow(s.open.id)).toMatchObject({ lawyerId: null, deskId: s.deskA.id });
    // The closed case stays the lawyer's record.
    expect((await caseRow(s.closed.id)).lawyerId).toBe(s.lawyer.user.id);
    await expectShutOut(s.open.id);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, s.lawyer.user.id));
    expect(audit.find((a) => a.action === 'user.desk_moved')).toMatchObject({
      before: { deskId: s.deskA.id, openCaseIds: [s.open.id] },
      after: { deskId: s.deskB.id, openCasesTo: 'queue' },
    });
    const caseAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, s.open.id), eq(auditLog.action, 'case.unassigned')));
    expect(caseAudit).toHaveLength(1);
  });

  it('to a colleague of desk A: the colleague is assigned and told; the moved lawyer is refused', async () => {
    const res = await moveTo(s.deskB.id, { openCasesTo: s.colleague.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await caseRow(s.open.id)).toMatchObject({ lawyerId: s.colleague.user.id, deskId: s.deskA.id });
    await expectShutOut(s.open.id);
    const thread = await asLawyer(`/api/cases/${s.open.id}/messages`, s.colleague.cookie);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('My bank statement is attached.');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.colleague.user.id), eq(notifications.caseId, s.open.id)));
    expect(told).toHaveLength(1);
  });

  it('a successor who is not an active lawyer of desk A is a 400 on openCasesTo; nothing moves', async () => {
    for (const successor of [s.lawyerB.id, s.managerB.id, s.lawyer.user.id]) {
      const res = await moveTo(s.deskB.id, { openCasesTo: successor });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.openCasesTo).toBe(
        "Choose an active lawyer of the desk the lawyer is leaving, or the desk's queue.",
      );
    }
    expect(await deskOf(s.lawyer.user.id)).toBe(s.deskA.id);
    expect((await caseRow(s.open.id)).lawyerId).toBe(s.lawyer.user.id);
  });

  it('leaving every desk (deskId null) asks the same; a move with no open cases needs nothing', async () => {
    expect((await moveTo(null)).statusCode).toBe(409);
    expect((await moveTo(null, { openCasesTo: 'queue' })).statusCode).toBe(200);
    expect(await deskOf(s.lawyer.user.id)).toBeNull();
    // Now without open cases on a desk: joining desk B needs no handover.
    expect((await moveTo(s.deskB.id)).statusCode).toBe(200);
    expect(await deskOf(s.lawyer.user.id)).toBe(s.deskB.id);
  });

  it("assigning the lawyer to desk B's manager is a move too: 409, then with the queue", async () => {
    const assign = (extra: Record<string, unknown> = {}) =>
      kit.call({
        method: 'POST',
        url: '/api/admin/assignments',
        payload: {
          userId: s.lawyer.user.id,
          assigneeId: s.managerB.id,
          userRole: 'lawyer',
          assigneeRole: 'manager',
          ...extra,
        },
      });
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.openCases.map((c: { id: string }) => c.id)).toEqual([s.open.id]);
    expect(await deskOf(s.lawyer.user.id)).toBe(s.deskA.id);

    expect((await assign({ openCasesTo: 'queue' })).statusCode).toBe(200);
    expect(await deskOf(s.lawyer.user.id)).toBe(s.deskB.id);
    expect((await caseRow(s.open.id)).lawyerId).toBeNull();
    await expectShutOut(s.open.id);
  });

  it('a lawyer without a desk who holds a case of desk A is asked too when given desk B; a case on no desk stays', async () => {
    const deskless = await loginAs(t, 'lawyer');
    const onDeskA = await createCase(t.db, {
      clientId: s.client.user.id,
      deskId: s.deskA.id,
      lawyerId: deskless.user.id,
      phase: 'investigation',
    });
    const onNoDesk = await createCase(t.db, { clientId: s.client.user.id, lawyerId: deskless.user.id });
    const give = (extra: Record<string, unknown> = {}) =>
      kit.call({
        method: 'PUT',
        url: `/api/admin/users/${deskless.user.id}`,
        payload: { deskId: s.deskB.id, ...extra },
      });

    const refused = await give();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toMatchObject({
      desk: { id: s.deskA.id },
      openCases: [{ id: onDeskA.id }],
    });
    const toColleague = await give({ openCasesTo: s.colleague.user.id });
    expect(toColleague.statusCode, toColleague.body).toBe(200);
    expect(await caseRow(onDeskA.id)).toMatchObject({ lawyerId: s.colleague.user.id, deskId: s.deskA.id });
    expect((await caseRow(onNoDesk.id)).lawyerId).toBe(deskless.user.id);
    const read = (id: string) =>
      kit.call({ method: 'GET', url: `/api/cases/${id}`, cookie: deskless.cookie });
    expect((await read(onDeskA.id)).statusCode).toBe(404);
    expect((await read(onNoDesk.id)).statusCode).toBe(200);
  });
});
