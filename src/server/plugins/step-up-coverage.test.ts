import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectWorldUnchanged, worldOf } from '../../../tests/support/insider';
import { appPerFile, loginAs } from '../../../tests/support/test-app';
import type { Role } from '../../shared/domain/roles';
import { REAUTH_WINDOW_MINUTES } from '../../shared/domain/sign-in';
import { STEP_UP_EXEMPT } from '../lib/step-up-exempt';
import type { RouteAccess } from './access';

/**
 * D36 as a property of the route table: every state-changing route a lawyer, manager or admin can
 * call asks for a recent identity check, or is on the short allow-list with its reason. Then, for
 * every route that asks, a session of each role that may call it, whose last check is one minute
 * past the window, is refused (401 reauthentication_required) and nothing is stored.
 */
const STAFF: Role[] = ['lawyer', 'manager', 'admin'];
const EVERYONE: Role[] = ['client', ...STAFF];
/** A client's own money and access (issue 18 item 5): the client-only routes that ask again. */
const CLIENT_STEP_UP = [
  'POST /api/client/payout-methods',
  'DELETE /api/client/payout-methods/:id',
  'POST /api/client/withdrawals',
];
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const t = appPerFile();
const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  for (const role of EVERYONE) cookies[role] = (await loginAs(t, role)).cookie;
});
afterEach(() => {
  vi.useRealTimers();
});

const keyOf = (r: RouteAccess) => `${r.method} ${r.url}`;
const mayCall = (r: RouteAccess, roles: Role[]): Role[] =>
  r.access === 'public' ? [] : r.access === 'signed-in' ? roles : roles.filter((s) => r.access.includes(s));
const staffMayCall = (r: RouteAccess) => mayCall(r, STAFF);
const staffChanges = () =>
  t.app.routeAccess.filter(
    (r) => CHANGES.has(r.method) && staffMayCall(r).length > 0 && !r.url.startsWith('/api/docs'),
  );

describe('every state-changing staff route asks for a recent check, or says why not', () => {
  it('has step-up or an allow-list entry with its reason', () => {
    const neither = staffChanges()
      .filter((r) => !r.stepUp && !STEP_UP_EXEMPT[keyOf(r)])
      .map(keyOf);
    expect(neither, 'add { stepUp: true } to these routes, or a reason to lib/step-up-exempt.ts').toEqual([]);
  });

  it('lists only routes that exist, change state and do not ask already', () => {
    const byKey = new Map(t.app.routeAccess.map((r) => [keyOf(r), r]));
    for (const [key, reason] of Object.entries(STEP_UP_EXEMPT)) {
      const route = byKey.get(key);
      expect(route, `${key} is on the allow-list but is no route`).toBeDefined();
      expect(route!.stepUp, `${key} asks for step-up: take it off the allow-list`).not.toBe(true);
      expect(CHANGES.has(route!.method)).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it("asks again before a client's own payout methods and withdrawals change", () => {
    const asking = new Set(t.app.routeAccess.filter((r) => r.stepUp).map(keyOf));
    expect(CLIENT_STEP_UP.filter((key) => !asking.has(key))).toEqual([]);
  });

  it('keeps the allow-list short: the exceptions stay exceptions', () => {
    const asking = staffChanges().filter((r) => r.stepUp).length;
    expect(Object.keys(STEP_UP_EXEMPT).length).toBeLessThan(asking);
  });
});

describe('a check older than the window is refused on every step-up route', () => {
  it('answers 401 reauthentication_required to each role that may call it, storing nothing', async () => {
    const before = await worldOf(t.db);
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + (REAUTH_WINDOW_MINUTES + 1) * 60_000);
    const answers: string[] = [];
    const stepUpRoutes = t.app.routeAccess.filter((r) => r.stepUp && !r.url.startsWith('/api/docs'));
    for (const route of stepUpRoutes) {
      for (const role of mayCall(route, EVERYONE)) {
        const url = route.url.replace(/:[A-Za-z]+/g, () => randomUUID());
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { cookie: cookies[role], 'idempotency-key': randomUUID() },
          payload: {},
        });
        const code = response.statusCode === 401 ? response.json().error.code : response.statusCode;
        if (code !== 'reauthentication_required') answers.push(`${role} ${keyOf(route)} → ${code}`);
      }
    }
    vi.useRealTimers();
    expect(answers).toEqual([]);
    await expectWorldUnchanged(t.db, before);
    // The same sessions are still signed in: the question is about the change, not the session.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookies.admin } });
    expect(me.statusCode).toBe(200);
  });
});
