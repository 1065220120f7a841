import { type MatrixRow, signedIn } from '../matrix-helpers';

/**
 * The account page's own routes (issue 18 item 7): every signed-in person, about themselves only.
 * The fixture's staff have an authenticator app (their only factor), its clients none.
 */
const clientsThenStaff = (clientStatus: number, staffStatus: number) => ({
  ...signedIn(staffStatus),
  clientA: clientStatus,
  clientB: clientStatus,
});

export const accountMatrix: MatrixRow[] = [
  {
    route: 'GET /api/auth/factors',
    request: () => ({ method: 'GET', url: '/api/auth/factors' }),
    expect: signedIn(200),
  },
  {
    // Clients have no app to remove; for staff it is the last factor they must keep.
    route: 'DELETE /api/auth/totp',
    request: () => ({ method: 'DELETE', url: '/api/auth/totp' }),
    expect: clientsThenStaff(404, 409),
  },
  {
    route: 'POST /api/auth/recovery-codes',
    request: () => ({ method: 'POST', url: '/api/auth/recovery-codes' }),
    expect: clientsThenStaff(409, 200),
  },
  {
    route: 'GET /api/auth/sign-in-history',
    request: () => ({ method: 'GET', url: '/api/auth/sign-in-history' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/sessions/sign-out-others',
    request: () => ({ method: 'POST', url: '/api/auth/sessions/sign-out-others' }),
    expect: signedIn(200),
  },
];
