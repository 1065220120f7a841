import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import type { TestApp } from '../../../../tests/support/test-app';
import { createUser } from '../../seed/factories';
import { type LiveConnection, LiveEventHub } from '../notifications/live';

/**
 * D14: the admin's users table is kept current by 'list-changed users' events. Each way a person
 * appears, changes or goes must announce it; a connection on the real hub (LISTEN/NOTIFY through
 * the test database) records what an admin's open tab would receive.
 */
let t: TestApp;
let kit: AdminKit;
withAdminApp((app, adminKit) => {
  t = app;
  kit = adminKit;
});

let hub: LiveEventHub;
const received: { event: string; data: Record<string, unknown> }[] = [];
beforeAll(async () => {
  hub = new LiveEventHub(t.database, t.app.log);
  const admin: LiveConnection = {
    userId: kit.admin.id,
    role: 'admin',
    deskId: null,
    send: (event, data) => received.push({ event, data }),
    close: () => undefined,
  };
  await hub.subscribe(admin);
});
afterAll(() => hub.close());

/** Runs `act` and waits (up to 5 s) for a users list-changed event that arrives after it. */
async function announcesUsers(act: () => Promise<{ statusCode: number; body: string }>) {
  const from = received.length;
  const response = await act();
  expect(response.statusCode, response.body).toBeLessThan(300);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (received.slice(from).some((r) => r.event === 'list-changed' && r.data.list === 'users')) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no users event; received ${JSON.stringify(received.slice(from))}`);
}

const post = (url: string, payload?: Record<string, unknown>) => kit.call({ method: 'POST', url, payload });

describe("the admin's users table hears about every change to people (D14)", () => {
  it('a visitor registering through the assessment', async () => {
    await announcesUsers(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Live',
          lastName: 'Registrant',
          email: `live.${Date.now()}@example.test`,
          country: 'DE',
          fraudType: 'investment',
          amountLost: '15000',
        },
      }),
    );
  });

  it('an admin creating, banning, unbanning, erasing and deleting a person', async () => {
    const username = `live-${Date.now()}`;
    let id = '';
    await announcesUsers(async () => {
      const created = await post('/api/admin/users', {
        firstName: 'Lia',
        lastName: 'Live',
        email: `${username}@example.test`,
        username,
      });
      id = created.json().user.id;
      return created;
    });
    await announcesUsers(() => post(`/api/admin/users/${id}/ban`, { reason: 'Admin action' }));
    await announcesUsers(() => post(`/api/admin/users/${id}/unban`));
    await announcesUsers(() => kit.call({ method: 'DELETE', url: `/api/admin/users/${id}` }));
    const { client } = await kit.clientWithCase();
    await announcesUsers(() => post(`/api/admin/users/${client.id}/erase`));
  });

  it('an admin assigning a client to a lawyer or a lawyer to a manager', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', password: null });
    const manager = await createUser(t.db, { role: 'manager', password: null });
    const { client } = await kit.clientWithCase();
    await announcesUsers(() =>
      post('/api/admin/assignments', {
        userId: client.id,
        assigneeId: lawyer.id,
        userRole: 'client',
        assigneeRole: 'lawyer',
      }),
    );
    await announcesUsers(() =>
      post('/api/admin/assignments', {
        userId: lawyer.id,
        assigneeId: manager.id,
        userRole: 'lawyer',
        assigneeRole: 'manager',
      }),
    );
  });
});
