import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdminKit, withAdminApp } from '../../../../tests/support/people';
import { type EventStream, isEvent, openStream } from '../../../../tests/support/sse-client';
import { loginAs, sessionCookieOf, type TestApp } from '../../../../tests/support/test-app';
import { testDbKind } from '../../../../tests/support/test-db';
import { revokeLiveAccess } from '../../core/bus';
import { notify } from '../../core/notify';
import { createCase, createDesk, createUser } from '../../seed/factories';

/**
 * D24 / issue 15 item 7: whatever ends or narrows someone's access ends their open live-event
 * streams at once, and nothing committed after the change reaches them. The heartbeat (which
 * also re-checks the session) is set to five minutes here, so only the revocation can end a
 * stream within the second these tests allow. The two-process version is
 * revocation.process.test.ts.
 */
let t: TestApp;
let kit: AdminKit;
let port: number;
withAdminApp(
  async (app, adminKit) => {
    t = app;
    kit = adminKit;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  },
  { EVENTS_HEARTBEAT_MS: '300000' },
);

async function openReady(cookie: string): Promise<EventStream> {
  const stream = openStream(port, cookie);
  await stream.until(isEvent('ready'));
  return stream;
}

/** The stream ended no later than a second after `since` (performance.now() when the change answered). */
async function expectEndedWithinASecond(stream: EventStream, since: number) {
  const endedAt = await stream.ended(3_000);
  expect(endedAt, 'the stream is still open').not.toBeNull();
  expect(endedAt! - since).toBeLessThan(1_000);
}

const names = (stream: EventStream) => stream.events().map((e) => e.event);

describe(`a change of access ends live-event streams at once (${testDbKind})`, () => {
  it('a ban ends every stream of the person, and the message written right after reaches none', async () => {
    const lawyer = await loginAs(t, 'lawyer');
    const client = await loginAs(t, 'client');
    const theCase = await createCase(t.db, { clientId: client.user.id, lawyerId: lawyer.user.id });
    const tabs = [await openReady(client.cookie), await openReady(client.cookie)];
    const lawyerStream = await openReady(lawyer.cookie);

    const ban = await kit.call({
      method: 'POST',
      url: `/api/admin/users/${client.user.id}/ban`,
      payload: { reason: 'Fraudulent claims' },
    });
    const bannedAt = performance.now();
    expect(ban.statusCode, ban.body).toBe(200);
    const message = await kit.call({
      method: 'POST',
      url: `/api/cases/${theCase.id}/messages`,
      payload: { body: 'Written right after the ban' },
    });
    expect(message.statusCode, message.body).toBe(201);

    for (const tab of tabs) await expectEndedWithinASecond(tab, bannedAt);
    // The message's events were fanned out (the lawyer got them), and not to the banned person.
    await lawyerStream.until(isEvent('list-changed', { list: 'messages', caseId: theCase.id }));
    for (const tab of tabs) expect(names(tab)).toEqual(['ready']);
    expect((await openStream(port, client.cookie).response).statusCode).toBe(401);
    lawyerStream.close();
  });

  it("a role change ends the streams before the change's own events, and the reopened stream has the new scope", async () => {
    const demoted = await loginAs(t, 'admin');
    const observer = await openReady(kit.cookie);
    const old = await openReady(demoted.cookie);

    const update = await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${demoted.user.id}`,
      payload: { role: 'manager' },
    });
    const changedAt = performance.now();
    expect(update.statusCode, update.body).toBe(200);

    await expectEndedWithinASecond(old, changedAt);
    // The change announced itself to admins; the former admin's stream did not carry it.
    await observer.until(isEvent('list-changed', { list: 'users' }));
    expect(names(old)).toEqual(['ready']);

    // Same session, new scope: the admins' events no longer reach them, their own still do.
    const reopened = await openReady(demoted.cookie);
    const username = `scope-${Date.now()}`;
    const created = await kit.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'Sam', lastName: 'Scope', email: `${username}@example.test`, username },
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.db.transaction((tx) => notify(tx, { userId: demoted.user.id, kind: 'marker' }));
    await reopened.until(isEvent('notification'));
    expect(names(reopened)).toEqual(['ready', 'notification']);
    observer.close();
    reopened.close();
  });

  it("a desk change ends the manager's stream before the old desk's next event, and the new stream follows the new desk", async () => {
    const [deskA, deskB] = [await createDesk(t.db), await createDesk(t.db)];
    const manager = await loginAs(t, 'manager', { deskId: deskA.id });
    const old = await openReady(manager.cookie);

    const move = await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${manager.user.id}`,
      payload: { deskId: deskB.id },
    });
    const movedAt = performance.now();
    expect(move.statusCode, move.body).toBe(200);
    const renameA = () =>
      kit.call({ method: 'PUT', url: `/api/admin/desks/${deskA.id}`, payload: { description: 'Old desk' } });
    expect((await renameA()).statusCode).toBe(200);

    await expectEndedWithinASecond(old, movedAt);
    expect(names(old)).toEqual(['ready']);

    const reopened = await openReady(manager.cookie);
    expect((await renameA()).statusCode).toBe(200);
    const renameB = await kit.call({
      method: 'PUT',
      url: `/api/admin/desks/${deskB.id}`,
      payload: { description: 'New desk' },
    });
    expect(renameB.statusCode).toBe(200);
    await reopened.until(isEvent('list-changed', { list: 'desks' }));
    expect(names(reopened)).toEqual(['ready', 'list-changed']);
    reopened.close();
  });

  it('deleting, erasing or resetting the password of a person ends their streams', async () => {
    const actions = [
      (id: string) => kit.call({ method: 'DELETE', url: `/api/admin/users/${id}` }),
      (id: string) => kit.call({ method: 'POST', url: `/api/admin/users/${id}/erase` }),
      (id: string) =>
        kit.call({
          method: 'POST',
          url: `/api/admin/users/${id}/reset-password`,
          payload: { newPassword: 'A-fresh-passphrase-2026' },
        }),
    ];
    for (const act of actions) {
      const person = await loginAs(t, 'lawyer');
      const stream = await openReady(person.cookie);
      const response = await act(person.user.id);
      const at = performance.now();
      expect(response.statusCode, response.body).toBeLessThan(300);
      await expectEndedWithinASecond(stream, at);
    }
  });

  it("a signed-out device or a password change ends that person's other streams, not the one in use", async () => {
    const user = await createUser(t.db, { role: 'client', password: 'First-passphrase-2026' });
    const signIn = async (device: string) => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': device },
        payload: { username: user.username, password: user.password },
      });
      const cookie = sessionCookieOf(r);
      expect(r.statusCode, r.body).toBe(200);
      return { cookie: cookie!, stream: await openReady(cookie!) };
    };
    const [phone, laptop, tablet] = [await signIn('phone'), await signIn('laptop'), await signIn('tablet')];

    const list = await kit.call({ method: 'GET', url: '/api/auth/sessions', cookie: laptop.cookie });
    const tabletSession = (list.json().sessions as { id: string; userAgent: string }[]).find(
      (s) => s.userAgent === 'tablet',
    )!;
    const signOut = await kit.call({
      method: 'DELETE',
      url: `/api/auth/sessions/${tabletSession.id}`,
      cookie: laptop.cookie,
    });
    expect(signOut.statusCode, signOut.body).toBe(204);
    await expectEndedWithinASecond(tablet.stream, performance.now());

    const change = await kit.call({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: laptop.cookie,
      payload: { currentPassword: user.password, newPassword: 'Second-passphrase-2026' },
    });
    expect(change.statusCode, change.body).toBe(204);
    await expectEndedWithinASecond(phone.stream, performance.now());

    // The laptop made both changes and keeps its stream.
    await t.db.transaction((tx) => notify(tx, { userId: user.id, kind: 'still_here' }));
    await laptop.stream.until(isEvent('notification'));
    expect(await laptop.stream.ended(300)).toBeNull();
    laptop.stream.close();
  });

  it('a rolled-back change ends nothing', async () => {
    const person = await loginAs(t, 'client');
    const stream = await openReady(person.cookie);
    await t.db
      .transaction(async (tx) => {
        await revokeLiveAccess(tx, { userId: person.user.id });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => notify(tx, { userId: person.user.id, kind: 'still_open' }));
    await stream.until(isEvent('notification'));
    expect(await stream.ended(300)).toBeNull();
    stream.close();
  });

  it('a stream ends when its session reaches its absolute expiry, not at a later heartbeat', async () => {
    const person = await loginAs(t, 'client');
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '1500 milliseconds' where user_id = ${person.user.id}`,
    );
    const stream = await openReady(person.cookie);
    const endedAt = await stream.ended(5_000);
    expect(endedAt, 'the stream outlived its session').not.toBeNull();
  });

  if (testDbKind === 'postgres') {
    it('after the LISTEN connection was lost, each stream checks its session again (a revocation may have been missed)', async () => {
      const person = await loginAs(t, 'client');
      const stream = await openReady(person.cookie);
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      // Ended while no instance listened: its notice is lost, as it would be in a failover.
      await t.db.execute(sql`delete from sessions where user_id = ${person.user.id}`);
      await stream.until(isEvent('resync'));
      expect(await stream.ended(3_000), 'the stream outlived its session').not.toBeNull();
    });
  }
});
