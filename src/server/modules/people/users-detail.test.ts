import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { confirmReported } from '../../../../tests/support/recoveries';
import { loginAs, signIn, type TestApp } from '../../../../tests/support/test-app';
import { sessions } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';

let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const PASSWORD = 'Detail-Password-2026';
const detail = (id: string, cookie?: string | null) =>
  kit.call({ method: 'GET', url: `/api/admin/users/${id}`, cookie });

describe('GET /api/admin/users/:id (the view panel)', () => {
  it("shows a client's profile, cases with ledger figures, open sessions and what was done to them", async () => {
    const lawyer = await createUser(t.db, {
      role: 'lawyer',
      firstName: 'Lotte',
      lastName: 'Lawfirm',
      password: null,
    });
    const { client, theCase } = await kit.clientWithCase(
      { firstName: 'Vera', lastName: 'Viewed', password: PASSWORD },
      { amountLostCents: 3_000_000, lawyerId: lawyer.id },
    );
    const closedCase = await createCase(t.db, {
      clientId: client.id,
      amountLostCents: 100_000,
      phase: 'closed',
    });
    await kit.recover(theCase.id, 12_500);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: client.username, password: PASSWORD },
      headers: { 'user-agent': 'DetailTest/1.0 (X11; Linux)' },
    });
    await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${client.id}`,
      payload: { phone: '+49 30 1234567' },
    });

    const response = await detail(client.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: client.id,
      firstName: 'Vera',
      lastName: 'Viewed',
      // D34: an admin's edit of a client's phone waits for the client to confirm it.
      phone: null,
      role: 'client',
      totalCases: 2,
      recoveredAmount: 12_500,
    });
    expect(body.pendingContactChanges).toEqual([
      expect.objectContaining({ field: 'phone', value: '+49 30 1234567' }),
    ]);
    expect(body.casesTotal).toBe(2);
    expect(body.cases.map((c: { id: string }) => c.id)).toEqual([closedCase.id, theCase.id]);
    expect(body.cases[1]).toMatchObject({
      reference: theCase.reference,
      relation: 'client',
      clientName: 'Vera Viewed',
      lawyerName: 'Lotte Lawfirm',
      amountLost: 30_000,
      recoveredAmount: 12_500,
      currency: 'USD',
    });
    expect(body.cases[0]).toMatchObject({ phase: 'closed', lawyerName: null, recoveredAmount: 0 });

    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0].userAgent).toBe('DetailTest/1.0 (X11; Linux)');
    expect(body.sessions[0]).toHaveProperty('ip');

    const subject = body.audit.filter((e: { relation: string }) => e.relation === 'subject');
    expect(subject[0]).toMatchObject({
      action: 'client.contact_change_proposed',
      actorId: kit.admin.id,
      actorRole: 'admin',
      actorName: `${kit.admin.firstName} ${kit.admin.lastName}`,
      entity: 'user',
      entityId: client.id,
    });
    expect(body.auditTotal).toBeGreaterThanOrEqual(body.audit.length);
  });

  it("lists a lawyer's assigned cases and what the lawyer did", async () => {
    const { user: lawyer, cookie } = await loginAs(t, 'lawyer');
    const { theCase } = await kit.clientWithCase(
      { firstName: 'Cora', lastName: 'Caseowner' },
      { lawyerId: lawyer.id },
    );
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries`,
      headers: { cookie, 'idempotency-key': `detail-${Date.now()}` },
      payload: { amount: 500, receivedAt: '2026-01-15', source: 'chargeback', reference: 'CB-DETAIL' },
    });
    expect(recorded.statusCode).toBe(201);
    await confirmReported(t, theCase.id, recorded.json().id); // D26: a second person confirms it

    const body = (await detail(lawyer.id)).json();
    expect(body.cases).toEqual([
      expect.objectContaining({
        id: theCase.id,
        relation: 'lawyer',
        clientName: 'Cora Caseowner',
        recoveredAmount: 500,
      }),
    ]);
    expect(body.sessions).toHaveLength(1);
    const done = body.audit.filter((e: { relation: string }) => e.relation === 'actor');
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((e: { actorId: string }) => e.actorId === lawyer.id)).toBe(true);
  });

  it('leaves out sessions that no longer let the person in, and ends them all with a ban', async () => {
    const person = await createUser(t.db, { password: PASSWORD });
    await signIn(t.app, person.username, PASSWORD);
    await signIn(t.app, person.username, PASSWORD);
    expect((await detail(person.id)).json().sessions).toHaveLength(2);

    const [idle] = await t.db.select().from(sessions).where(eq(sessions.userId, person.id)).limit(1);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '30 days'` })
      .where(eq(sessions.id, idle!.id));
    expect((await detail(person.id)).json().sessions.map((s: { id: string }) => s.id)).not.toContain(
      idle!.id,
    );
    expect((await detail(person.id)).json().sessions).toHaveLength(1);

    await kit.call({
      method: 'POST',
      url: `/api/admin/users/${person.id}/ban`,
      payload: { reason: 'Fraud' },
    });
    const banned = (await detail(person.id)).json();
    expect(banned.sessions).toEqual([]);
    expect(banned.user).toMatchObject({ status: 'banned', banReason: 'Fraud' });
    expect(banned.audit[0]).toMatchObject({ action: 'user.banned', relation: 'subject' });
  });

  it('shows someone with nothing on record with empty lists', async () => {
    const person = await createUser(t.db, { role: 'manager', password: null });
    const body = (await detail(person.id)).json();
    expect(body).toMatchObject({ cases: [], casesTotal: 0, sessions: [], audit: [], auditTotal: 0 });
    expect(body.user).toMatchObject({ id: person.id, role: 'manager', hasPassword: false });
  });

  it('answers 404 for an unknown id and 400 with the error shape for a malformed one', async () => {
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const bad = await detail('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', fields: { id: 'Not a valid id' } });
  });

  it('is for admins only', async () => {
    const person = await createUser(t.db, { password: null });
    for (const role of ['client', 'lawyer', 'manager'] as const) {
      const { cookie } = await loginAs(t, role);
      expect((await detail(person.id, cookie)).statusCode).toBe(403);
    }
    expect((await detail(person.id, null)).statusCode).toBe(401);
  });
});
