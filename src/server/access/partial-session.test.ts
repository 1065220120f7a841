import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, loginAs, signInWithPassword, type TestApp } from '../../../tests/support/test-app';
import type { Role } from '../../shared/domain/roles';
import type { PartialStage } from '../../shared/domain/sign-in';
import { enrolTotpDirectly } from '../core/second-factors';
import { createUser } from '../db/seed/factories';
import { newTotpSecret } from '../lib/totp';
import type { RouteAccess } from '../plugins/access';
import { OTHER_ID } from './matrix-helpers.test-support';

/**
 * D27, issue 18 "Proof": a partial session (the password checked, the second step not yet taken)
 * reaches nothing but its next step, and every route that moves money or access asks again when
 * the last check is older than ten minutes. Both sweeps walk every registered route, so a route
 * added later is covered without anyone remembering to; the expected lists below are the ONLY
 * routes allowed through, so a route opened by mistake makes this test fail.
 */

/** The non-public routes each partial session may call. Change only on purpose (D27). */
const OPEN_DURING: Record<PartialStage, string[]> = {
  second_factor: [
    'GET /api/auth/me',
    'PATCH /api/auth/me',
    'POST /api/auth/second-factor/totp',
    'POST /api/auth/second-factor/recovery-code',
    'POST /api/auth/second-factor/passkey/options',
    'POST /api/auth/second-factor/passkey',
  ],
  enrolment: [
    'GET /api/auth/me',
    'PATCH /api/auth/me',
    'POST /api/auth/totp/enrolment',
    'POST /api/auth/totp/enrolment/confirm',
    'POST /api/auth/passkeys/registration-options',
    'POST /api/auth/passkeys',
  ],
};

/** Issue 18 item 5: what moves money or access. */
const STEP_UP_ROUTES = [
  // the person's own money and access
  'POST /api/client/payout-methods',
  'DELETE /api/client/payout-methods/:id',
  'POST /api/client/withdrawals',
  'POST /api/auth/change-password',
  'POST /api/auth/totp/enrolment',
  'POST /api/auth/totp/enrolment/confirm',
  'POST /api/auth/passkeys/registration-options',
  'POST /api/auth/passkeys',
  'DELETE /api/auth/passkeys/:id',
  'DELETE /api/auth/totp',
  'POST /api/auth/recovery-codes',
  'POST /api/admin/users/:id/second-factors/reset',
  // staff: money out and money in
  'POST /api/admin/withdrawals/:id/approve',
  'POST /api/admin/withdrawals/:id/mark-paid',
  'POST /api/cases/:id/recoveries',
  'POST /api/cases/:id/recoveries/:txId/reverse',
  // D26: confirming books money a client may withdraw; rejecting refuses money reported in.
  'POST /api/cases/:id/recoveries/:txId/confirm',
  'POST /api/cases/:id/recoveries/:txId/reject',
  // a statement line matched to a reported recovery confirms it (D26)
  'POST /api/admin/bank-statements/lines/:lineId/match',
  // a month of the trust account signed off for good
  'POST /api/admin/reconciliation/sign-off',
  // admins: a person's role, desk, status, password, and who works on whose cases
  'PUT /api/admin/users/:id',
  'DELETE /api/admin/users/:id',
  'POST /api/admin/users/:id/ban',
  'POST /api/admin/users/:id/unban',
  'POST /api/admin/users/:id/erase',
  'POST /api/admin/users/:id/reset-password',
  'POST /api/admin/assign-client',
  'POST /api/admin/assign-client-to-manager',
  'POST /api/admin/assign-lawyer',
  'POST /api/admin/assignments',
];

const STAGE_CODE: Record<PartialStage, string> = {
  second_factor: 'second_factor_required',
  enrolment: 'second_factor_enrolment_required',
};

let t: TestApp;
let routes: RouteAccess[];
beforeAll(async () => {
  t = await buildTestApp();
  routes = t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs'));
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const keyOf = (r: RouteAccess) => `${r.method} ${r.url}`;
/** Any value fits a path parameter: access is decided before the handler looks anything up. */
const urlOf = (r: RouteAccess) => r.url.replace(/:\w+/g, OTHER_ID);
const call = (r: RouteAccess, cookie: string) =>
  t.app.inject({ method: r.method as 'GET', url: urlOf(r), headers: { cookie } });
const errorCodeOf = (response: LightMyRequestResponse) =>
  response.headers['content-type']?.toString().includes('json') ? response.json()?.error?.code : undefined;

/** Signs in with the password alone; the partial session's cookie, checked to be at `stage`. */
async function partialSession(role: Role, withAuthenticator: boolean, stage: PartialStage) {
  const user = await createUser(t.db, { role });
  if (withAuthenticator) await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, newTotpSecret());
  const { response, cookie } = await signInWithPassword(t.app, user.username, user.password!);
  expect(response.json().stage).toBe(stage);
  return cookie!;
}

describe.each([
  { role: 'admin', withAuthenticator: true, stage: 'second_factor' },
  { role: 'manager', withAuthenticator: true, stage: 'second_factor' },
  { role: 'lawyer', withAuthenticator: false, stage: 'enrolment' },
  { role: 'client', withAuthenticator: true, stage: 'second_factor' },
] as const)('a partial session ($role, $stage)', ({ role, withAuthenticator, stage }) => {
  it(`answers 401 ${STAGE_CODE[stage]} on every route but its next step and the public ones`, async () => {
    const cookie = await partialSession(role, withAuthenticator, stage);
    // Signing out ends the session: called last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'),
    );
    const reachable: string[] = [];
    for (const r of ordered) {
      const response = await call(r, cookie);
      const refused = response.statusCode === 401 && errorCodeOf(response) === STAGE_CODE[stage];
      if (r.access === 'public') {
        expect(refused, `${keyOf(r)} is public`).toBe(false);
      } else if (!refused) {
        reachable.push(keyOf(r));
        expect(response.statusCode, `${keyOf(r)} answered ${response.statusCode}`).not.toBe(401);
      }
    }
    expect(reachable.sort()).toEqual([...OPEN_DURING[stage]].sort());
  });
});

describe('step-up', () => {
  it('the step-up routes are exactly the ones that move money or access', () => {
    expect(
      routes
        .filter((r) => r.stepUp)
        .map(keyOf)
        .sort(),
    ).toEqual([...STEP_UP_ROUTES].sort());
  });

  it('every step-up route answers 401 reauthentication_required when the last check is 11 minutes old', async () => {
    const cookieOf: Partial<Record<Role, string>> = {};
    for (const role of ['client', 'lawyer', 'manager', 'admin'] as const) {
      cookieOf[role] = (await loginAs(t, role)).cookie;
    }
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 11 * 60_000);
    for (const r of routes.filter((route) => route.stepUp)) {
      // Someone who may call it, so that only the age of the check stands in the way.
      const role = r.access === 'signed-in' ? 'client' : (r.access as readonly Role[])[0]!;
      const response = await call(r, cookieOf[role]!);
      expect(response.statusCode, `${keyOf(r)} as ${role}`).toBe(401);
      expect(errorCodeOf(response), keyOf(r)).toBe('reauthentication_required');
    }
    // The same sessions are still signed in: the question is about this change, not the session.
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf.admin! } });
    expect(me.statusCode).toBe(200);
  });
});
