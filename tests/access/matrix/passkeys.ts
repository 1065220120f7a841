import { all, type MatrixRow, OTHER_ID, plain, signedIn } from '../matrix-helpers';

/**
 * Passkeys (issue 18 item 2): each person manages only their own (another id is 404); signing in
 * with one is public; the second step's routes are for a session waiting for it (the matrix's
 * sessions are complete, so there is none pending).
 */
export const passkeysMatrix: MatrixRow[] = [
  plain('POST /api/auth/passkeys/registration-options', signedIn(200)),
  plain('POST /api/auth/passkeys', signedIn(400), {}),
  plain('GET /api/auth/passkeys', signedIn(200)),
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
  plain('POST /api/auth/passkey-sign-in/options', all(200)),
  plain('POST /api/auth/passkey-sign-in', all(400), {}),
  plain('POST /api/auth/second-factor/passkey/options', signedIn(409)),
  plain('POST /api/auth/second-factor/passkey', signedIn(400), {}),
];
