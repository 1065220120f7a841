import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { END_LIST, MARKER_LIST } from '../../../../tests/support/live-markers';
import { type EventStream, isEvent, openStream } from '../../../../tests/support/sse-client';
import { appPerFile, buildTestApp, loginAs } from '../../../../tests/support/test-app';
import { testDbKind } from '../../../../tests/support/test-db';
import { publishEvent } from '../../core/bus';
import { notify } from '../../core/notify';
import { createDesk } from '../../seed/factories';

const t = appPerFile({ EVENTS_HEARTBEAT_MS: '200' });
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

describe(`GET /api/events (${testDbKind})`, () => {
  it('opens a text/event-stream that starts with a ready event', async () => {
    const { cookie } = await loginAs(t, 'client');
    const stream = openStream(port, cookie);
    const response = await stream.response;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await stream.until(() => true)).toEqual([{ event: 'ready', data: {} }]);
    stream.close();
  });

  it("delivers a notification to its user's stream and not to anyone else's", async () => {
    const x = await loginAs(t, 'client');
    const y = await loginAs(t, 'client');
    const xStream = openStream(port, x.cookie);
    const yStream = openStream(port, y.cookie);
    await xStream.until(isEvent('ready'));
    await yStream.until(isEvent('ready'));

    await t.db.transaction((tx) => notify(tx, { userId: x.user.id, kind: 'test_kind' }));
    await xStream.until(isEvent('notification'));

    // Events reach a stream in commit order: Y's marker arrives after X's notification was
    // fanned out, so anything meant for Y would be in Y's stream by then.
    await publishEvent(t.db, { type: 'list-changed', list: MARKER_LIST, audience: { userIds: [y.user.id] } });
    const ySaw = await yStream.until(isEvent('list-changed', { list: 'marker' }));
    // Heartbeats (comment lines, every 200 ms here) may fall in between on a busy machine; they
    // carry nothing, so only the events count.
    expect(ySaw.filter((r) => 'event' in r)).toEqual([
      { event: 'ready', data: {} },
      { event: 'list-changed', data: { list: 'marker' } },
    ]);
    xStream.close();
    yStream.close();
  });

  it('reaches people by role and by desk, and says only what changed', async () => {
    const desk = await createDesk(t.db);
    const admin = await loginAs(t, 'admin');
    const manager = await loginAs(t, 'manager', { deskId: desk.id });
    const client = await loginAs(t, 'client');
    const streams = [admin, manager, client].map((p) => openStream(port, p.cookie));
    for (const s of streams) await s.until(isEvent('ready'));
    const [adminStream, managerStream, clientStream] = streams as [EventStream, EventStream, EventStream];

    await publishEvent(t.db, {
      type: 'list-changed',
      list: 'withdrawals',
      audience: { roles: ['admin'], userIds: [client.user.id] },
    });
    await publishEvent(t.db, { type: 'list-changed', list: 'leads', audience: { deskIds: [desk.id] } });
    await publishEvent(t.db, {
      type: 'list-changed',
      list: END_LIST,
      audience: { roles: ['admin', 'manager', 'client'] },
    });

    const events = async (s: EventStream) =>
      (await s.until(isEvent('list-changed', { list: 'end' }))).filter((r) => 'event' in r);
    expect(await events(adminStream)).toEqual([
      { event: 'ready', data: {} },
      { event: 'list-changed', data: { list: 'withdrawals' } },
      { event: 'list-changed', data: { list: 'end' } },
    ]);
    expect(await events(managerStream)).toEqual([
      { event: 'ready', data: {} },
      { event: 'list-changed', data: { list: 'leads' } },
      { event: 'list-changed', data: { list: 'end' } },
    ]);
    expect(await events(clientStream)).toEqual([
      { event: 'ready', data: {} },
      { event: 'list-changed', data: { list: 'withdrawals' } },
      { event: 'list-changed', data: { list: 'end' } },
    ]);
    for (const s of streams) s.close();
  });

  it('announces nothing from a rolled-back transaction', async () => {
    const x = await loginAs(t, 'client');
    const stream = openStream(port, x.cookie);
    await stream.until(isEvent('ready'));
    await t.db
      .transaction(async (tx) => {
        await notify(tx, { userId: x.user.id, kind: 'never' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await publishEvent(t.db, { type: 'list-changed', list: MARKER_LIST, audience: { userIds: [x.user.id] } });
    const seen = (await stream.until(isEvent('list-changed', { list: 'marker' }))).filter(
      (r) => 'event' in r,
    );
    expect(seen.map((r) => 'event' in r && r.event)).toEqual(['ready', 'list-changed']);
    stream.close();
  });

  it('sends heartbeat comments, and ends the stream once the session is signed out', async () => {
    const x = await loginAs(t, 'lawyer');
    const stream = openStream(port, x.cookie);
    await stream.until((r) => 'comment' in r && r.comment === 'heartbeat');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: x.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await stream.ended()).not.toBeNull();
    const again = openStream(port, x.cookie);
    expect((await again.response).statusCode).toBe(401);
  });

  it('answers 406 to a request that does not accept an event stream, and 401 when signed out', async () => {
    const { cookie } = await loginAs(t, 'client');
    const plain = await t.app.inject({ method: 'GET', url: '/api/events', headers: { cookie } });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().error.code).toBe('not_acceptable');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  if (testDbKind === 'postgres') {
    it('listens again after the LISTEN connection is lost, and tells streams to resync', async () => {
      const x = await loginAs(t, 'client');
      const stream = openStream(port, x.cookie);
      await stream.until(isEvent('ready'));
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await stream.until(isEvent('resync'));
      await notify(t.db, { userId: x.user.id, kind: 'after_reconnect' });
      await stream.until(isEvent('notification'));
      stream.close();
    });
  }
});

describe('closing the server', () => {
  it('ends open streams instead of waiting for them', async () => {
    const own = await buildTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const ownPort = (own.app.server.address() as AddressInfo).port;
    const { cookie } = await loginAs(own, 'client');
    const stream = openStream(ownPort, cookie);
    await stream.until(isEvent('ready'));
    await own.close();
    expect(await stream.ended()).not.toBeNull();
  });
});
