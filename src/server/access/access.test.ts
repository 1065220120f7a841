import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase, createDesk, createUser } from '../db/seed/factories';
import type { Actor } from '../modules/auth/sessions';
import { recordRecovery } from '../modules/ledger/service';
import { addPayoutMethod } from '../modules/withdrawals/payout-methods';
import { decideWithdrawal, requestWithdrawal } from '../modules/withdrawals/service';
import { accessPlugin } from '../plugins/access';
import { buildTestApp, signIn, type TestApp } from '../testing/test-app';
import { ACCESS_MATRIX, ACTORS, type MatrixActor, type MatrixContext } from './access-matrix';
import { ROUTE_ACCESS } from './route-policy';

let t: TestApp;
let people: Record<Exclude<MatrixActor, 'anonymous'>, { username: string; password: string }>;
let ctx: MatrixContext;

beforeAll(async () => {
  t = await buildTestApp();
  // Fixture described in matrix-helpers.ts; rows may add their own records through ctx.db.
  const desk1 = await createDesk(t.db, { countries: ['DE'] });
  const desk2 = await createDesk(t.db, { countries: ['FR'] });
  const make = (role: 'client' | 'lawyer' | 'manager' | 'admin', deskId: string | null = null) =>
    createUser(t.db, { role, deskId });
  const users = {
    clientA: await make('client'),
    clientB: await make('client'),
    lawyerOnCase: await make('lawyer', desk1.id),
    lawyerOther: await make('lawyer', desk1.id),
    managerOfDesk: await make('manager', desk1.id),
    managerOther: await make('manager', desk2.id),
    admin: await make('admin'),
  };
  people = Object.fromEntries(
    Object.entries(users).map(([k, u]) => [k, { username: u.username, password: u.password! }]),
  ) as typeof people;
  const theCase = await createCase(t.db, {
    clientId: users.clientA.id,
    deskId: desk1.id,
    lawyerId: users.lawyerOnCase.id,
  });
  await createCase(t.db, { clientId: users.clientB.id, deskId: desk2.id });
  const lawyer = users.lawyerOnCase;
  const lawyerActor: Actor = { ...lawyer, hasPassword: true, sessionId: 'fixture' };
  let n = 0;
  const audit = { actorId: null, actorRole: null, ip: null, requestId: null };
  const clientActor: Actor = { ...users.clientA, hasPassword: true, sessionId: 'fixture' };
  const adminActor: Actor = { ...users.admin, hasPassword: true, sessionId: 'fixture' };
  const newPayoutMethodId = async () =>
    (
      await addPayoutMethod({
        db: t.db,
        sessionSecret: t.config.sessionSecret,
        actor: clientActor,
        input: {
          kind: 'bank_account',
          holderName: `${users.clientA.firstName} ${users.clientA.lastName}`,
          iban: 'NL91ABNA0417164300',
        },
        request: audit,
      })
    ).id;
  ctx = {
    db: t.db,
    secret: t.app.deps.config.sessionSecret,
    dataDir: t.config.dataDir,
    users: Object.fromEntries(
      Object.entries(users).map(([k, u]) => [k, { id: u.id, username: u.username, deskId: u.deskId }]),
    ) as MatrixContext['users'],
    desk1Id: desk1.id,
    desk2Id: desk2.id,
    caseId: theCase.id,
    newPayoutMethodId,
    newWithdrawalId: async (state) => {
      await ctx.newRecoveryId(); // funds to withdraw: 400.00 client share each time
      const { result } = await requestWithdrawal({
        db: t.db,
        actor: clientActor,
        input: { amount: 10_000, payoutMethodId: await newPayoutMethodId(), currency: 'USD' },
        idempotencyKey: `fixture-withdrawal-${n++}`,
        request: audit,
      });
      if (state === 'approved') {
        await decideWithdrawal({
          db: t.db,
          actor: adminActor,
          id: result.id,
          action: 'approve',
          request: audit,
        });
      }
      return result.id;
    },
    newRecoveryId: async () => {
      const { result } = await recordRecovery({
        db: t.db,
        actor: lawyerActor,
        caseId: theCase.id,
        input: { amount: 50_000, receivedAt: '2026-01-10', source: 'bank_recall', reference: `fixture-${n}` },
        idempotencyKey: `fixture-recovery-${n++}`,
        request: { actorId: lawyer.id, actorRole: 'lawyer', ip: null, requestId: null },
      });
      return result.id;
    },
  };
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('has a row for every route in the policy, and every policy route is registered', () => {
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
      const cookie =
        actor === 'anonymous'
          ? undefined
          : (await signIn(t.app, people[actor].username, people[actor].password)).cookie;
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
      /no entry in src\/server\/access\/route-policy/,
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
