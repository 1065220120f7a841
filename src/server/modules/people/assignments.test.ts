import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { auditLog, caseEvents, cases, notifications, users } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const assign = (path: string, payload: Record<string, unknown>, cookie?: string | null) =>
  kit.call({ method: 'POST', url: `/api/admin/${path}`, payload, cookie });
const caseRow = async (id: string) => (await t.db.select().from(cases).where(eq(cases.id, id)))[0]!;
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const person = (role: 'client' | 'lawyer' | 'manager' | 'admin', deskId: string | null = null) =>
  createUser(t.db, { role, deskId, password: null });

describe('POST /api/admin/assign-client (client → lawyer)', () => {
  it("gives the client's open cases to the lawyer and the lawyer's desk; the client sees it, the lawyer is told", async () => {
    const desk = await createDesk(t.db);
    const lawyer = await person('lawyer', desk.id);
    const { client, theCase: open1 } = await kit.clientWithCase({ firstName: 'Olga', lastName: 'Open' });
    const open2 = await createCase(t.db, { clientId: client.id, phase: 'evidence' });
    const done = await createCase(t.db, { clientId: client.id, phase: 'completed' });

    const response = await assign('assign-client', { clientId: client.id, lawyerId: lawyer.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully assigned to lawyer' });
    for (const id of [open1.id, open2.id]) {
      expect(await caseRow(id)).toMatchObject({ lawyerId: lawyer.id, deskId: desk.id });
      const [event] = await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, id));
      expect(event).toMatchObject({
        kind: 'lawyer_assigned',
        clientVisible: true,
        data: { lawyerId: lawyer.id },
      });
    }
    expect(await caseRow(done.id)).toMatchObject({ lawyerId: null, deskId: null });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, lawyer.id));
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ kind: 'case_assigned', params: { clientName: 'Olga Open' } });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, client.id), eq(auditLog.action, 'assignment.client_to_lawyer')));
    expect(audit).toBeDefined();
  });

  it('refuses a client with no open case, and an id that is not a lawyer', async () => {
    const lawyer = await person('lawyer');
    const { client } = await kit.clientWithCase({}, { phase: 'closed' });
    const none = await assign('assign-client', { clientId: client.id, lawyerId: lawyer.id });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('This client has no open case to assign.');

    const manager = await person('manager');
    const wrong = await assign('assign-client', { clientId: client.id, lawyerId: manager.id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Selected user not found in system');
  });

  it('does not give work to a banned lawyer', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', status: 'banned', password: null });
    const { client } = await kit.clientWithCase();
    const response = await assign('assign-client', { clientId: client.id, lawyerId: lawyer.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/account is not active/);
  });

  it('says which field is missing', async () => {
    const response = await assign('assign-client', { clientId: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      clientId: 'Choose a client',
      lawyerId: 'Please select a user to assign to',
    });
  });
});

describe('POST /api/admin/assign-client-to-manager', () => {
  it("puts the client in the manager's care; cases without a desk join the manager's desk", async () => {
    const desk = await createDesk(t.db);
    const otherDesk = await createDesk(t.db);
    const manager = await person('manager', desk.id);
    const { client, theCase: deskless } = await kit.clientWithCase();
    const elsewhere = await createCase(t.db, { clientId: client.id, deskId: otherDesk.id });
    const response = await assign('assign-client-to-manager', { clientId: client.id, managerId: manager.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Client has been assigned successfully' });
    expect((await userRow(client.id)).managerId).toBe(manager.id);
    expect((await caseRow(deskless.id)).deskId).toBe(desk.id);
    expect((await caseRow(elsewhere.id)).deskId).toBe(otherDesk.id);
  });

  it('answers 404 when the manager is not a manager', async () => {
    const { client } = await kit.clientWithCase();
    const lawyer = await person('lawyer');
    const response = await assign('assign-client-to-manager', { clientId: client.id, managerId: lawyer.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Selected user not found in system');
  });

  it('says which field is missing', async () => {
    const response = await assign('assign-client-to-manager', {});
    expect(response.json().error.fields).toEqual({
      clientId: 'Choose a client',
      managerId: 'Please select a user to assign to',
    });
  });
});

describe('POST /api/admin/assign-lawyer (lawyer → manager)', () => {
  it("makes the lawyer report to the manager and join the manager's desk", async () => {
    const desk = await createDesk(t.db);
    const manager = await person('manager', desk.id);
    const lawyer = await person('lawyer');
    const response = await assign('assign-lawyer', { lawyerId: lawyer.id, managerId: manager.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Lawyer has been assigned to the manager' });
    expect(await userRow(lawyer.id)).toMatchObject({ managerId: manager.id, deskId: desk.id });
  });

  it('answers 404 for a client given as the lawyer, 400 for a missing manager', async () => {
    const manager = await person('manager');
    const { client } = await kit.clientWithCase();
    expect((await assign('assign-lawyer', { lawyerId: client.id, managerId: manager.id })).statusCode).toBe(
      404,
    );
    const missing = await assign('assign-lawyer', { lawyerId: client.id });
    expect(missing.json().error.fields).toEqual({ managerId: 'Please select a user to assign to' });
  });
});

describe('POST /api/admin/assignments (the assign dialog, D22)', () => {
  it('dispatches the three supported pairs', async () => {
    const desk = await createDesk(t.db);
    const manager = await person('manager', desk.id);
    const lawyer = await person('lawyer', desk.id);
    const { client } = await kit.clientWithCase();
    const pairs = [
      [client.id, lawyer.id, 'client', 'lawyer', 'Successfully assigned to lawyer'],
      [client.id, manager.id, 'client', 'manager', 'Client has been assigned successfully'],
      [lawyer.id, manager.id, 'lawyer', 'manager', 'Lawyer has been assigned to the manager'],
    ] as const;
    for (const [userId, assigneeId, userRole, assigneeRole, message] of pairs) {
      const response = await assign('assignments', { userId, assigneeId, userRole, assigneeRole });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message });
    }
    expect(await userRow(client.id)).toMatchObject({ managerId: manager.id });
  });

  it("refuses any other pair in the spec's words", async () => {
    const a = await person('lawyer');
    const b = await person('client');
    for (const [userRole, assigneeRole] of [
      ['lawyer', 'client'],
      ['manager', 'lawyer'],
      ['admin', 'manager'],
      ['client', 'admin'],
      ['client', 'client'],
    ]) {
      const response = await assign('assignments', {
        userId: a.id,
        assigneeId: b.id,
        userRole,
        assigneeRole,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(`Unsupported assignment: ${userRole} to ${assigneeRole}`);
    }
  });

  it('answers 404 when a person does not have the role the dialog said', async () => {
    const lawyer = await person('lawyer');
    const manager = await person('manager');
    const response = await assign('assignments', {
      userId: lawyer.id,
      assigneeId: manager.id,
      userRole: 'client',
      assigneeRole: 'manager',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Selected user not found in system');
    const unknown = await assign('assignments', {
      userId: lawyer.id,
      assigneeId: '00000000-0000-4000-8000-000000000000',
      userRole: 'lawyer',
      assigneeRole: 'manager',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('names missing and invalid fields', async () => {
    const response = await assign('assignments', {
      userId: kit.admin.id,
      userRole: 'boss',
      assigneeRole: 'lawyer',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      assigneeId: 'Please select a user to assign to',
      userRole: expect.any(String),
    });
  });

  it('is for admins only', async () => {
    const { cookie } = await loginAs(t, 'manager');
    for (const path of ['assign-client', 'assign-client-to-manager', 'assign-lawyer', 'assignments']) {
      expect((await assign(path, {}, cookie)).statusCode).toBe(403);
      expect((await assign(path, {}, null)).statusCode).toBe(401);
    }
  });
});
