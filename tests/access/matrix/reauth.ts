import { type MatrixRow, signedIn } from '../matrix-helpers';

/** Step-up (D27): confirming it is you again; any complete session, nobody signed out. */
export const reauthMatrix: MatrixRow[] = [
  {
    route: 'GET /api/auth/reauthenticate/methods',
    request: () => ({ method: 'GET', url: '/api/auth/reauthenticate/methods' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/reauthenticate/passkey-options',
    request: () => ({ method: 'POST', url: '/api/auth/reauthenticate/passkey-options' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/reauthenticate',
    request: () => ({ method: 'POST', url: '/api/auth/reauthenticate', payload: {} }),
    expect: signedIn(400),
  },
];
