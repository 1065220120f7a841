import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { notify } from '../../core/notify';
import { notifications } from '../../db/schema';

const t = appPerFile();

/** A signed-in person with `n` notifications, created one after another (oldest first). */
async function personWith(n: number, role: 'client' | 'lawyer' | 'manager' | 'admin' = 'client') {
  const { user, cookie } = await loginAs(t, role);
  for (let i = 1; i <= n; i++) {
    await notify(t.db, { userId: user.id, kind: 'test_kind', params: { n: i } });
  }
  return { user, cookie };
}

const get = (cookie: string | undefined, url = '/api/notifications') =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });

describe('GET /api/notifications', () => {
  it('lists only your own, newest first, paginated, with the unread count', async () => {
    const me = await personWith(3);
    await personWith(2); // someone else's must never show

    const first = await get(me.cookie, '/api/notifications?limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 3, page: 1, limit: 2, unreadCount: 3 });
    expect(body.notifications.map((x: { params: { n: number } }) => x.params.n)).toEqual([3, 2]);
    expect(body.notifications[0]).toEqual({
      id: expect.any(String),
      kind: 'test_kind',
      params: { n: 3 },
      caseId: null,
      readAt: null,
      createdAt: expect.any(String),
    });

    const second = (await get(me.cookie, '/api/notifications?limit=2&page=2')).json();
    expect(second.notifications.map((x: { params: { n: number } }) => x.params.n)).toEqual([1]);
    expect(second.unreadCount).toBe(3);
  });

  it('defaults to page 1 of 20 and works for every role', async () => {
    for (const role of ['lawyer', 'manager', 'admin'] as const) {
      const staff = await personWith(1, role);
      const response = await get(staff.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, page: 1, limit: 20, unreadCount: 1 });
    }
  });

  it('answers 400 with a message per field for a bad page or limit', async () => {
    const me = await personWith(0);
    const response = await get(me.cookie, '/api/notifications?limit=500&page=0');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      limit: 'Show at most 100 notifications at a time',
      page: 'Pages start at 1',
    });
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one read; reading it again keeps the first time', async () => {
    const me = await personWith(2);
    const [newest] = (await get(me.cookie)).json().notifications;

    const read = await post(me.cookie, `/api/notifications/${newest.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newest.id, readAt: expect.any(String) });
    expect((await get(me.cookie)).json().unreadCount).toBe(1);

    const again = await post(me.cookie, `/api/notifications/${newest.id}/read`);
    expect(again.statusCode).toBe(200);
    expect(again.json().readAt).toBe(read.json().readAt);
  });

  it("answers 404 for another person's notification and leaves it unread", async () => {
    const me = await personWith(0);
    const other = await personWith(1);
    const [theirs] = (await get(other.cookie)).json().notifications;

    const attack = await post(me.cookie, `/api/notifications/${theirs.id}/read`);
    expect(attack.statusCode).toBe(404);
    expect(attack.json().error.code).toBe('not_found');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row!.readAt).toBeNull();
    expect((await get(other.cookie)).json().unreadCount).toBe(1);
  });

  it('answers 400 for an id that is not a UUID, and 401 when signed out', async () => {
    const me = await personWith(0);
    const bad = await post(me.cookie, '/api/notifications/not-an-id/read');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'Not a valid notification id' });
    const anonymous = await post(undefined, '/api/notifications/00000000-0000-4000-8000-000000000000/read');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks all of yours read and nobody else’s', async () => {
    const me = await personWith(3);
    const other = await personWith(2);

    const response = await post(me.cookie, '/api/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked: 3, unreadCount: 0 });
    const mine = (await get(me.cookie)).json();
    expect(mine.unreadCount).toBe(0);
    expect(mine.notifications.every((x: { readAt: string | null }) => x.readAt !== null)).toBe(true);
    expect((await get(other.cookie)).json().unreadCount).toBe(2);

    expect((await post(me.cookie, '/api/notifications/read-all')).json()).toEqual({
      marked: 0,
      unreadCount: 0,
    });
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await post(undefined, '/api/notifications/read-all')).statusCode).toBe(401);
  });

  it('refuses a cross-site request from a browser (CSRF)', async () => {
    const me = await personWith(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: me.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await get(me.cookie)).json().unreadCount).toBe(1);
  });
});
