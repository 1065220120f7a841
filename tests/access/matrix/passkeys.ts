import { all, type MatrixRow, OTHER_ID, signedIn } from '../matrix-helpers';

/**
 * Passkeys (issue 18 item 2): each person manages only their own (another id is 404); signing in
 * with one is public; the second step's routes are for a session waiting for it (the matrix's
 * sessions are complete, so there is none pending).
 */
export const passkeysMatrix: MatrixRow[] = [
  {
    route: 'POST /api/auth/passkeys/registration-options',
    request: () => ({ method: 'POST', url: '/api/auth/passkeys/registration-options' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/passkeys',
    request: () => ({ method: 'POST', url: '/api/auth/passkeys', payload: {} }),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/auth/passkeys',
    request: () => ({ method: 'GET', url: '/api/auth/passkeys' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/auth/passkeys/:id',
    request: () => ({ method: 'PATCH', url: `/api/auth/passkeys/${OTHER_ID}`, payload: { name: 'Laptop' } }),
    expect: signedIn(404),
  },
  {
    route: 'DELETE /api/auth/passkeys/:id',
    request: () => ({ method: 'DELETE', url: `/api/auth/passkeys/${OTHER_ID}` }),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/auth/passkey-sign-in/options',
    request: () => ({ method: 'POST', url: '/api/auth/passkey-sign-in/options' }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/passkey-sign-in',
    request: () => ({ method: 'POST', url: '/api/auth/passkey-sign-in', payload: {} }),
    expect: all(400),
  },
  {
    route: 'POST /api/auth/second-factor/passkey/options',
    request: () => ({ method: 'POST', url: '/api/auth/second-factor/passkey/options' }),
    expect: signedIn(409),
  },
  {
    route: 'POST /api/auth/second-factor/passkey',
    request: () => ({ method: 'POST', url: '/api/auth/second-factor/passkey', payload: {} }),
    expect: signedIn(400),
  },
];
