import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import type { TestApp } from '../../../../tests/support/test-app';
import { cases, notifications } from '../../db/schema';
import { createDesk, createUser } from '../../seed/factories';

/**
 * The admin's case drawer assigns and reassigns (issue 17 item 6) through PATCH /api/cases/{id}/assign:
 * an admin may choose any active lawyer of any desk (D21 limits managers to their own desk only).
 */
let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

const assign = (caseId: string, lawyerId: string) =>
  kit.call({ method: 'PATCH', url: `/api/cases/${caseId}/assign`, payload: { lawyerId } });

describe('PATCH /api/cases/{id}/assign as an admin', () => {
  it('assigns, then reassigns across desks; the case follows the lawyer’s desk and each lawyer is told', async () => {
    const [north, south] = [await createDesk(t.db), await createDesk(t.db)];
    const first = await createUser(t.db, {
      role: 'lawyer',
      firstName: 'Ana',
      lastName: 'First',
      deskId: north.id,
    });
    const second = await createUser(t.db, {
      role: 'lawyer',
      firstName: 'Bo',
      lastName: 'Second',
      deskId: south.id,
    });
    const { theCase } = await kit.clientWithCase();

    const given = await assign(theCase.id, first.id);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      assignedLawyerId: first.id,
      assignedLawyerName: 'Ana First',
      deskId: north.id,
    });

    const moved = await assign(theCase.id, second.id);
    expect(moved.json()).toMatchObject({ assignedLawyerId: second.id, deskId: south.id });
    const [after] = await t.db.select().from(cases).where(eq(cases.id, theCase.id));
    expect(after).toMatchObject({ lawyerId: second.id, deskId: south.id });
    const told = await t.db.select().from(notifications).where(eq(notifications.caseId, theCase.id));
    expect(told.map((n) => n.userId).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses a banned lawyer or someone who is not a lawyer, and changes nothing', async () => {
    const banned = await createUser(t.db, { role: 'lawyer', status: 'banned' });
    const manager = await createUser(t.db, { role: 'manager' });
    const { theCase } = await kit.clientWithCase();
    for (const lawyerId of [banned.id, manager.id]) {
      const refused = await assign(theCase.id, lawyerId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.lawyerId).toEqual(expect.any(String));
    }
    const [after] = await t.db.select().from(cases).where(eq(cases.id, theCase.id));
    expect(after?.lawyerId).toBeNull();
  });
});
