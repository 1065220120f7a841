import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conflictedLead } from '../../../../tests/support/conflicts';
import { expectWorldUnchanged, worldOf } from '../../../../tests/support/insider';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { cases, leads } from '../../db/schema';
import { createDesk, createLead } from '../../seed/factories';

/**
 * Issue 31 item 5: a case whose conflict check is open goes to no lawyer by any path (the case's
 * assign, the admin's client assignments; converting a lead was guarded already), every list
 * that offers an assign shows the flag, and the case's own check answers the assign dialog.
 */
const t = appPerFile();
type Person = { id: string; cookie: string };
let deskId: string;
let lawyer: Person;
let manager: Person;
let admin: Person;

beforeAll(async () => {
  deskId = (await createDesk(t.db, { countries: ['DE'] })).id;
  const as = async (role: 'lawyer' | 'manager' | 'admin', desk: string | null) => {
    const { user, cookie } = await loginAs(t, role, { deskId: desk });
    return { id: user.id, cookie };
  };
  lawyer = await as('lawyer', deskId);
  manager = await as('manager', deskId);
  admin = await as('admin', null);
});

const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload: payload as never, headers: { cookie: who.cookie } });

/** A lead on the desk (its case on the desk too) whose registrant's email is a scam contact elsewhere. */
async function conflictedCase(
  overrides: { deskId?: string | null; lawyerId?: string | null; status?: 'new' | 'converted' } = {},
) {
  const made = await conflictedLead(t.db, {
    deskId: overrides.deskId === undefined ? deskId : overrides.deskId,
    lawyerId: overrides.lawyerId ?? null,
    status: overrides.status ?? 'new',
  });
  return { ...made, theCase: made.case };
}

const clear = (who: Person, leadId: string) =>
  call(who, 'POST', `/api/leads/${leadId}/conflict-decision`, {
    decision: 'cleared',
    reason: 'The address was the scammers’; the registrant is their victim.',
  });

describe('no assign path walks around an open conflict', () => {
  it.each([
    ['a manager', 'PUT'],
    ['an admin', 'PATCH'],
  ] as const)(
    '%s cannot assign the case (%s /api/cases/:id/assign): 409 naming it, nothing changes; once cleared it goes',
    async (who, method) => {
      const actor = who === 'a manager' ? manager : admin;
      const { theCase, lead } = await conflictedCase();
      const before = await worldOf(t.db);
      const refused = await call(actor, method, `/api/cases/${theCase.id}/assign`, { lawyerId: lawyer.id });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'conflict' });
      expect(refused.json().error.message).toContain(theCase.reference);
      await expectWorldUnchanged(t.db, before);

      expect((await clear(actor, lead.id)).statusCode).toBe(200);
      const assigned = await call(actor, method, `/api/cases/${theCase.id}/assign`, { lawyerId: lawyer.id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json().assignedLawyerId).toBe(lawyer.id);
    },
  );

  it("the admin's client assignments (client → lawyer, the generic dialog, client → manager) refuse it too", async () => {
    const { client, theCase } = await conflictedCase();
    const deskless = await conflictedCase({ deskId: null });
    const before = await worldOf(t.db);
    for (const [path, payload] of [
      ['assign-client', { clientId: client.id, lawyerId: lawyer.id }],
      [
        'assignments',
        { userId: client.id, assigneeId: lawyer.id, userRole: 'client', assigneeRole: 'lawyer' },
      ],
      ['assign-client-to-manager', { clientId: deskless.client.id, managerId: manager.id }],
    ] as const) {
      const refused = await call(admin, 'POST', `/api/admin/${path}`, payload);
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(409);
      expect(refused.json().error.message).toMatch(/conflict check/);
    }
    await expectWorldUnchanged(t.db, before);
    expect((await t.db.select().from(cases).where(eq(cases.id, theCase.id)))[0]!.lawyerId).toBeNull();
  });

  it('a conflict found after conversion blocks reassigning until someone clears it on the converted lead', async () => {
    const { theCase, lead } = await conflictedCase({ lawyerId: lawyer.id, status: 'converted' });
    const other = await loginAs(t, 'lawyer', { deskId });
    expect(
      (await call(manager, 'PUT', `/api/cases/${theCase.id}/assign`, { lawyerId: other.user.id })).statusCode,
    ).toBe(409);
    // Declining is for open leads only (it declines the lead); clearing is possible after conversion.
    const decline = await call(manager, 'POST', `/api/leads/${lead.id}/conflict-decision`, {
      decision: 'declined',
      reason: 'Too late to decline a converted lead.',
    });
    expect(decline.statusCode).toBe(409);
    expect((await clear(manager, lead.id)).statusCode).toBe(200);
    expect(
      (await call(manager, 'PUT', `/api/cases/${theCase.id}/assign`, { lawyerId: other.user.id })).statusCode,
    ).toBe(200);
    expect((await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('converted');
  });

  it('refuses a case body that is no object with 400 in the error shape', async () => {
    const { theCase } = await conflictedCase();
    for (const payload of ['[]', '"x"', '1', 'null']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/cases/${theCase.id}/assign`,
        headers: { cookie: manager.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
  });
});

describe('the flag where a case can be assigned', () => {
  it("shows on the desk's case list, the manager's dashboard, the admin's case list and the case's own check", async () => {
    const { theCase, lead } = await conflictedCase();
    const calm = (await createLead(t.db, { country: 'DE', deskId })).case;
    const flagOf = async (who: Person, url: string, id: string) => {
      const response = await call(who, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().cases as { id: string; conflictOpen: boolean }[]).find((c) => c.id === id)
        ?.conflictOpen;
    };
    const lists = [
      [manager, '/api/manager/cases?limit=100'],
      [manager, '/api/manager/dashboard?limit=100'],
      [admin, '/api/admin/cases?limit=100'],
    ] as const;
    for (const [who, url] of lists) {
      expect(await flagOf(who, url, theCase.id), url).toBe(true);
      expect(await flagOf(who, url, calm.id), url).toBe(false);
    }
    const own = await call(manager, 'GET', `/api/cases/${theCase.id}/conflicts`);
    expect(own.json()).toMatchObject({
      open: true,
      decision: null,
      conflicts: [{ source: 'indicator', cases: 1 }],
    });

    await clear(manager, lead.id);
    for (const [who, url] of lists) expect(await flagOf(who, url, theCase.id), url).toBe(false);
    expect((await call(manager, 'GET', `/api/cases/${theCase.id}/conflicts`)).json()).toMatchObject({
      open: false,
      decision: { decision: 'cleared' },
    });
  });

  it('is not found for a case the reader may not open', async () => {
    const { theCase } = await conflictedCase({ deskId: (await createDesk(t.db)).id });
    for (const who of [manager, lawyer]) {
      expect((await call(who, 'GET', `/api/cases/${theCase.id}/conflicts`)).statusCode).toBe(404);
    }
  });
});
