import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolTotpDirectly } from '../../src/server/core/second-factors';
import { newTotpSecret } from '../../src/server/lib/totp';
import type { RouteAccess } from '../../src/server/plugins/access';
import { createUser } from '../../src/server/seed/factories';
import type { Role } from '../../src/shared/domain/roles';
import type { PartialStage } from '../../src/shared/domain/sign-in';
import { appPerFile, signInWithPassword } from '../support/test-app';
import { OTHER_ID } from './matrix-helpers';

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
    'GET /api/auth/second-factor',
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

const STAGE_CODE: Record<PartialStage, string> = {
  second_factor: 'second_factor_required',
  enrolment: 'second_factor_enrolment_required',
};

const t = appPerFile();
let routes: RouteAccess[];
beforeAll(async () => {
  routes = t.app.routeAccess.filter((r) => !r.url.startsWith('/api/docs'));
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
