import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../../src/server/plugins/access';
import { createUser } from '../../src/server/seed/factories';
import { buildMatrixFixture, type MatrixPeople } from '../support/matrix-fixture';
import { routeAccessOf } from '../support/route-access';
import { appPerFile, sessionFor, signIn } from '../support/test-app';
import { ACCESS_MATRIX, ACTORS, type MatrixContext } from './access-matrix';

const t = appPerFile();
let people: MatrixPeople;
let ctx: MatrixContext;

beforeAll(async () => {
  ({ ctx, people } = await buildMatrixFixture(t));
});

describe('the access matrix', () => {
  it('has a row for every route in the policy, and every policy route is registered', () => {
    const ROUTE_ACCESS = routeAccessOf(t.app);
    expect(ACCESS_MATRIX.map((r) => r.route).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(true);
    }
  });

  const cells = ACCESS_MATRIX.flatMap((row) => ACTORS.map((actor) => ({ row, actor })));
  it.each(cells.map((c) => [c.row.route, c.actor, c.row.expect[c.actor], c] as const))(
    '%s as %s → %i',
    async (_route, actor, expected, { row }) => {
      // A fresh session per cell: some routes (logout) end the session they are called with.
      const cookie = actor === 'anonymous' ? undefined : await sessionFor(t, people[actor].id);
      const request = await row.request(ctx);
      const response = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode, response.body).toBe(expected);
      if (expected >= 400) expect(response.json().error.code).toEqual(expect.any(String));
    },
  );
});

describe('route registration', () => {
  it('refuses to start when an API route has no access policy', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /GET \/api\/forgotten declares no access: add config: \{ access \}/,
    );
    await app.close();
  });
});

describe('object-level scope: your own sessions only', () => {
  it("answers 404 for another person's session and leaves it alone", async () => {
    const a = await signIn(t.app, people.clientA.username, people.clientA.password);
    const b = await signIn(t.app, people.clientB.username, people.clientB.password);
    const bSessions = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: b.cookie! },
    });
    const bSessionId = bSessions.json().sessions[0].id;

    const attack = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${bSessionId}`,
      headers: { cookie: a.cookie! },
    });
    expect(attack.statusCode).toBe(404);
    const bStill = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: b.cookie! } });
    expect(bStill.statusCode).toBe(200);

    const aList = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: a.cookie! },
    });
    expect(aList.json().sessions.map((s: { id: string }) => s.id)).not.toContain(bSessionId);
  });

  it('lets a person sign out one of their own other sessions', async () => {
    const user = await createUser(t.db);
    const phone = await signIn(t.app, user.username, user.password!);
    const laptop = await signIn(t.app, user.username, user.password!);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      headers: { cookie: laptop.cookie! },
    });
    const sessions = list.json().sessions as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current)!;
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: { cookie: laptop.cookie! },
    });
    expect(revoke.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: phone.cookie! } }))
        .statusCode,
    ).toBe(401);
  });
});
