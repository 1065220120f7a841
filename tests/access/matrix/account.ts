import { type MatrixRow, plain, signedIn } from '../matrix-helpers';

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
  plain('GET /api/auth/factors', signedIn(200)),
  // Clients have no app to remove; for staff it is the last factor they must keep.
  plain('DELETE /api/auth/totp', clientsThenStaff(404, 409)),
  plain('POST /api/auth/recovery-codes', clientsThenStaff(409, 200)),
  plain('GET /api/auth/sign-in-history', signedIn(200)),
  plain('POST /api/auth/sessions/sign-out-others', signedIn(200)),
];
