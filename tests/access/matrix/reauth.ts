import { type MatrixRow, plain, signedIn } from '../matrix-helpers';

/** Step-up (D27): confirming it is you again; any complete session, nobody signed out. */
export const reauthMatrix: MatrixRow[] = [
  plain('GET /api/auth/reauthenticate/methods', signedIn(200)),
  plain('POST /api/auth/reauthenticate/passkey-options', signedIn(200)),
  plain('POST /api/auth/reauthenticate', signedIn(400), {}),
];
