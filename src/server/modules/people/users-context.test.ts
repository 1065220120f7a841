import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { signIn, type TestApp } from '../../../../tests/support/test-app';
import { createCase, createDesk, createUser } from '../../seed/factories';

/** Issue 17 item 6: the admin's users list says a client's desk and lawyer, and who never signed in. */
let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

type Listed = {
  id: string;
  desk: { name: string } | null;
  caseDesk: { id: string; name: string } | null;
  assignedLawyerId: string | null;
  assignedLawyerName: string | null;
  lastActive: string | null;
};
const find = async (q: string) =>
  (await kit.call({ method: 'GET', url: `/api/admin/users?q=${q}` })).json().users as Listed[];

describe('GET /api/admin/users: a client in the context of their case', () => {
  it("gives a client's desk and lawyer from their most recent case", async () => {
    const [north, south] = [
      await createDesk(t.db, { name: 'Nordics' }),
      await createDesk(t.db, { name: 'Iberia' }),
    ];
    const old = await createUser(t.db, {
      role: 'lawyer',
      firstName: 'Olaf',
      lastName: 'Berg',
      deskId: north.id,
    });
    const now = await createUser(t.db, {
      role: 'lawyer',
      firstName: 'Lucía',
      lastName: 'Prieto',
      deskId: south.id,
    });
    const client = await createUser(t.db, { firstName: 'Contexta', lastName: 'Caseworth', password: null });
    await createCase(t.db, {
      clientId: client.id,
      deskId: north.id,
      lawyerId: old.id,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await createCase(t.db, { clientId: client.id, deskId: south.id, lawyerId: now.id });

    const [row] = await find('caseworth');
    expect(row).toMatchObject({
      id: client.id,
      desk: null,
      caseDesk: { id: south.id, name: 'Iberia' },
      assignedLawyerId: now.id,
      assignedLawyerName: 'Lucía Prieto',
    });
  });

  it('says plainly when the case has no desk or lawyer yet, and when there is no case', async () => {
    const waiting = await createUser(t.db, { lastName: 'Waitingcase', password: null });
    await createCase(t.db, { clientId: waiting.id });
    await createUser(t.db, { lastName: 'Nocaseyet', password: null });
    expect((await find('waitingcase'))[0]).toMatchObject({ caseDesk: null, assignedLawyerName: null });
    expect((await find('nocaseyet'))[0]).toMatchObject({ caseDesk: null, assignedLawyerName: null });
  });

  it('keeps case context to clients: a lawyer row has their own desk and no case desk', async () => {
    const desk = await createDesk(t.db, { name: 'Benelux context' });
    await createUser(t.db, { role: 'lawyer', lastName: 'Ownedesk', deskId: desk.id });
    expect((await find('ownedesk'))[0]).toMatchObject({
      desk: { name: 'Benelux context' },
      caseDesk: null,
      assignedLawyerName: null,
    });
  });

  it('has no last activity for an invited lawyer until their first sign-in (shown as Invited)', async () => {
    await createUser(t.db, {
      role: 'lawyer',
      lastName: 'Neversigned',
      username: 'neversigned',
      password: 'Correct-Horse-42!',
    });
    expect((await find('neversigned'))[0]?.lastActive).toBeNull();
    await signIn(t.app, 'neversigned', 'Correct-Horse-42!');
    expect((await find('neversigned'))[0]?.lastActive).toEqual(expect.any(String));
  });
});
