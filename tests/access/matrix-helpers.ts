import type { Db } from '../../src/server/db/client';

/**
 * Every API route × every kind of caller → the status that caller gets. The access test fails
 * when a registered route (its `config.access`) has no row here, so each new route must state its matrix.
 *
 * The fixture (access.test.ts): desk 1 with managerOfDesk, lawyerOnCase and lawyerOther;
 * desk 2 with managerOther; clientA owns the case (desk 1, assigned to lawyerOnCase); clientB
 * owns another case. Requests carry a minimal (often invalid) body: an allowed caller gets past
 * access control and is answered by validation or the handler, which is what the number says.
 */
export const ACTORS = [
  'anonymous',
  'clientA',
  'clientB',
  'lawyerOnCase',
  'lawyerOther',
  'managerOfDesk',
  'managerOther',
  'admin',
] as const;
export type MatrixActor = (typeof ACTORS)[number];

export type FixtureUser = { id: string; username: string; deskId: string | null };

export type MatrixContext = {
  /** The fixture database, for rows that build their own records with the seed factories. */
  db: Db;
  /** The session secret (one-time tokens are hashed with it). */
  secret: string;
  /** The app's data directory (evidence bytes live under <dataDir>/documents). */
  dataDir: string;
  /** The fixture people (no anonymous). */
  users: Record<Exclude<MatrixActor, 'anonymous'>, FixtureUser>;
  /** desk1: managerOfDesk, lawyerOnCase, lawyerOther (countries DE); desk2: managerOther (FR). */
  desk1Id: string;
  desk2Id: string;
  /** clientA's case: desk 1, assigned to lawyerOnCase. */
  caseId: string;
  /** A confirmed recovery on that case (reported by lawyerOnCase, confirmed by an admin). */
  newRecoveryId: () => Promise<string>;
  /** A recovery on that case reported by lawyerOnCase and awaiting confirmation (D26). */
  newReportId: () => Promise<string>;
  /** A payout method of clientA. */
  newPayoutMethodId: () => Promise<string>;
  /** A withdrawal of clientA in the given state. */
  newWithdrawalId: (state: 'pending' | 'approved') => Promise<string>;
};
export type MatrixRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
};

export type MatrixRow = {
  route: string;
  request: (ctx: MatrixContext) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<MatrixActor, number>;
};

/**
 * A row whose request is its route as written: that method on that path (no parameters to fill
 * in), with `payload` when given. Rows that need the fixture build their request themselves.
 */
export function plain(
  route: string,
  expect: Record<MatrixActor, number>,
  payload?: Record<string, unknown>,
): MatrixRow {
  const [method, url] = route.split(' ') as [MatrixRequest['method'], string];
  return { route, request: () => ({ method, url, ...(payload ? { payload } : {}) }), expect };
}

export const all = (status: number): Record<MatrixActor, number> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<MatrixActor, number>;
export const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
/** Case routes: the owner, the case's lawyer, its desk's manager and admins; others 404 (not 403). */
export const caseTeam = (ok: number, clientA: number) => ({
  anonymous: 401,
  clientA,
  clientB: clientA === 403 ? 403 : 404,
  lawyerOnCase: ok,
  lawyerOther: 404,
  managerOfDesk: ok,
  managerOther: 404,
  admin: ok,
});
/** Client-only routes: each client acts on their own rows; staff are refused. */
export const clients = (clientA: number, clientB: number) => ({
  ...all(403),
  anonymous: 401,
  clientA,
  clientB,
});
export const adminOnly = (ok: number) => ({ ...all(403), anonymous: 401, admin: ok });
export const OTHER_ID = '00000000-0000-4000-8000-000000000000';
export const key = () => ({
  'idempotency-key': `matrix-${Math.random().toString(36).slice(2)}-${Date.now()}`,
});
export const recovery = { amount: 1000, receivedAt: '2026-01-15', source: 'chargeback', reference: 'CB-1' };
