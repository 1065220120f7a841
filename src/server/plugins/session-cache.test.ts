import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminKit, adminKit } from '../../../tests/support/people';
import { buildTestApp, loginAs, sessionCookieOf, type TestApp } from '../../../tests/support/test-app';
import { testDbKind } from '../../../tests/support/test-db';
import { buildApp } from '../app';
import { revokeLiveAccess } from '../core/bus';
import { busListenerOf } from '../core/bus-listener';
import { runWithSessionCache } from '../core/session-cache-scope';
import { createPool, type Database, queryRows, wrapPool } from '../db/client';
import { createDesk, createUser } from '../seed/factories';

/**
 * D24 / D122: a signed-in request is answered from this instance's session cache, and every
 * change that ends, narrows or alters a session drops it at once, here and on every other
 * instance. The caches' clocks are frozen in these tests (time is moved only where a test says
 * so), so the 5-second limit can never be what made an answer right.
 */
let t: TestApp;
let kit: AdminKit;
/** A second instance of the server on the same database (another process's worth of state). */
let b: FastifyInstance;
let bDatabase: Database | undefined;
let clock = 0;
beforeEach(() => {
  clock = Date.now();
});

beforeAll(async () => {
  t = await buildTestApp();
  kit = await adminKit(t);
  // PGlite is one process's database: B shares its handle, as a second app in that process would.
  const url = t.database.pool?.options.connectionString;
  bDatabase = url ? wrapPool(createPool(url, 5)) : undefined;
  b = await buildApp({ config: t.config, database: bDatabase ?? t.database, serveWeb: false, logger: false });
  await b.ready();
  t.app.sessionCache.useClock(() => clock);
  b.sessionCache.useClock(() => clock);
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await t?.close();
});

const me = (cookie: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

const syncBus = (app: FastifyInstance) =>
  busListenerOf(app === b ? (bDatabase ?? t.database) : t.database, app.log).sync();

/**
 * Reads the session through `app` so its cache holds it. First, `app` has received every notice
 * committed so far (the sign-in's own), through its LISTEN connection: a barrier, not a timer.
 */
async function cached(user: { id: string }, cookie: string, app: FastifyInstance = t.app) {
  await app.sessionCache.whenListening();
  await syncBus(app);
  expect((await me(cookie, app)).statusCode).toBe(200);
  expect(app.sessionCache.holds(user.id), 'the session was not cached').toBe(true);
}

/** Behind the app's back (no announcement): what a stale cache would still show. */
const renameInDatabase = (userId: string, firstName: string) =>
  t.db.execute(sql`update users set first_name = ${firstName} where id = ${userId}`);

describe(`the session cache (${testDbKind})`, () => {
  it('answers from memory: a change nobody announced shows only after 5 seconds', async () => {
    const { user, cookie } = await loginAs(t, 'client', { firstName: 'Ada' });
    await cached(user, cookie);
    await renameInDatabase(user.id, 'Unannounced');
    expect((await me(cookie)).json().user.firstName).toBe('Ada');
    clock += 4_999;
    expect((await me(cookie)).json().user.firstName).toBe('Ada');
    clock += 1;
    expect((await me(cookie)).json().user.firstName).toBe('Unannounced');
  });

  it("never outlives the session's own expiry", async () => {
    const { user, cookie } = await loginAs(t, 'client');
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '2 seconds' where user_id = ${user.id}`,
    );
    t.app.sessionCache.clear(); // that write was behind the app's back
    clock = Date.now();
    await cached(user, cookie);
    await renameInDatabase(user.id, 'Unannounced');
    clock += 1_000;
    expect((await me(cookie)).json().user.firstName).not.toBe('Unannounced');
    // Past the session's expiry by the cache's clock, still within its 5 s: the cache lets go.
    clock += 2_500;
    const answer = await me(cookie);
    expect(answer.statusCode === 401 || answer.json().user.firstName === 'Unannounced').toBe(true);
  });

  it('still writes "last seen" at most once a minute, after the cached answers', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    await cached(user, cookie);
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '61 seconds' where user_id = ${user.id}`,
    );
    const lastSeen = async () =>
      (
        await queryRows<{ seconds: number }>(
          t.db,
          sql`select extract(epoch from now() - last_seen_at)::float as seconds from sessions where user_id = ${user.id}`,
        )
      )[0]!.seconds;
    expect((await me(cookie)).statusCode).toBe(200); // from memory: nothing written
    expect(await lastSeen()).toBeGreaterThan(60);
    clock += 5_000;
    expect((await me(cookie)).statusCode).toBe(200); // from the database, which writes it
    expect(await lastSeen()).toBeLessThan(60);
  });

  it('signing out ends the cached session at once', async () => {
    const { user, cookie } = await loginAs(t, 'client');
    await cached(user, cookie);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a ban, an erasure (the account made inactive) or a deletion ends the cached session at once', async () => {
    const actions = [
      (id: string) =>
        kit.call({ method: 'POST', url: `/api/admin/users/${id}/ban`, payload: { reason: 'Fraud' } }),
      (id: string) => kit.call({ method: 'POST', url: `/api/admin/users/${id}/erase` }),
      (id: string) => kit.call({ method: 'DELETE', url: `/api/admin/users/${id}` }),
    ];
    for (const act of actions) {
      const { user, cookie } = await loginAs(t, 'lawyer');
      await cached(user, cookie);
      const response = await act(user.id);
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect((await me(cookie)).statusCode).toBe(401);
    }
  });

  it('a role or desk change narrows the cached session at once', async () => {
    const [deskA, deskB] = [await createDesk(t.db), await createDesk(t.db)];
    const { user, cookie } = await loginAs(t, 'manager', { deskId: deskA.id });
    await cached(user, cookie);
    const move = await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { deskId: deskB.id },
    });
    expect(move.statusCode, move.body).toBe(200);
    // The next request read the session afresh (with the new desk): a name changed behind the app's back shows.
    await renameInDatabase(user.id, 'Fresh');
    expect((await me(cookie)).json().user.firstName).toBe('Fresh');

    const demoted = await loginAs(t, 'admin');
    await cached(demoted.user, demoted.cookie);
    const change = await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${demoted.user.id}`,
      payload: { role: 'manager' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(demoted.cookie)).json().user.role).toBe('manager');
    const adminOnly = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: demoted.cookie },
    });
    expect(adminOnly.statusCode).toBe(403);
  });

  it('a password change ends the other cached sessions at once and keeps the one that made it', async () => {
    const person = await createUser(t.db, { role: 'client', password: 'First-passphrase-2026' });
    const signIn = async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: person.username, password: person.password },
      });
      expect(r.statusCode, r.body).toBe(200);
      return sessionCookieOf(r)!;
    };
    const [phone, laptop] = [await signIn(), await signIn()];
    await cached(person, phone);
    await cached(person, laptop);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: laptop },
      payload: { currentPassword: person.password, newPassword: 'Second-passphrase-2026' },
    });
    expect(change.statusCode, change.body).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('a new name or language shows on the very next request', async () => {
    const { user, cookie } = await loginAs(t, 'client', { firstName: 'Old' });
    await cached(user, cookie);
    const rename = await kit.call({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      payload: { firstName: 'New' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await me(cookie)).json().user.firstName).toBe('New');
    await cached(user, cookie);
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie },
      payload: { language: 'nl' },
    });
    expect(language.statusCode, language.body).toBeLessThan(300);
    expect((await me(cookie)).json().user.language).toBe('nl');
  });

  it('a ban through one instance is effective on another whose cache held the session, without its 5 seconds passing', async () => {
    const { user, cookie } = await loginAs(t, 'client', { firstName: 'Bea' });
    await cached(user, cookie, b);
    // B really answers from memory: a change nobody announced does not reach it.
    await renameInDatabase(user.id, 'Unannounced');
    expect((await me(cookie, b)).json().user.firstName).toBe('Bea');

    const ban = await kit.call({
      method: 'POST',
      url: `/api/admin/users/${user.id}/ban`,
      payload: { reason: 'Fraud' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    // B has received everything committed so far (a barrier through its own LISTEN connection, no timer).
    await syncBus(b);
    expect(b.sessionCache.holds(user.id)).toBe(false);
    expect((await me(cookie, b)).statusCode).toBe(401);
  });

  it('a rolled-back change drops nothing on the other instances', async () => {
    const { user, cookie } = await loginAs(t, 'client', { firstName: 'Cleo' });
    await cached(user, cookie, b);
    // As a request on instance A would: the change's transaction announces, then fails.
    await new Promise<void>((resolve) =>
      runWithSessionCache(t.app.sessionCache, () => {
        t.db
          .transaction(async (tx) => {
            await revokeLiveAccess(tx, { userId: user.id });
            throw new Error('rolled back');
          })
          .catch(() => resolve());
      }),
    );
    await renameInDatabase(user.id, 'Unannounced');
    await syncBus(b);
    expect(b.sessionCache.holds(user.id)).toBe(true);
    expect((await me(cookie, b)).json().user.firstName).toBe('Cleo');
  });
});
