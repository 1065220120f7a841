/**
 * Every API route × every kind of caller → the status that caller gets. The access test fails
 * when a route in route-policy.ts has no row here, so each new route must state its matrix.
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

export type MatrixContext = {
  caseId: string;
  newRecoveryId: () => Promise<string>;
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

const all = (status: number): Record<MatrixActor, number> =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<MatrixActor, number>;
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
/** Case routes: the owner, the case's lawyer, its desk's manager and admins; others 404 (not 403). */
const caseTeam = (ok: number, clientA: number) => ({
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
const clients = (clientA: number, clientB: number) => ({ ...all(403), anonymous: 401, clientA, clientB });
const adminOnly = (ok: number) => ({ ...all(403), anonymous: 401, admin: ok });
const OTHER_ID = '00000000-0000-4000-8000-000000000000';
const key = () => ({ 'idempotency-key': `matrix-${Math.random().toString(36).slice(2)}-${Date.now()}` });
const recovery = { amount: 1000, receivedAt: '2026-01-15', source: 'chargeback', reference: 'CB-1' };

export const ACCESS_MATRIX: MatrixRow[] = [
  { route: 'GET /healthz', request: () => ({ method: 'GET', url: '/healthz' }), expect: all(200) },
  { route: 'GET /readyz', request: () => ({ method: 'GET', url: '/readyz' }), expect: all(200) },
  {
    route: 'GET /api/openapi.json',
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/login',
    request: () => ({ method: 'POST', url: '/api/auth/login', payload: {} }),
    expect: all(400),
  },
  {
    route: 'POST /api/admin/login',
    request: () => ({ method: 'POST', url: '/api/admin/login', payload: {} }),
    expect: all(400),
  },
  {
    route: 'POST /api/auth/logout',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: all(204),
  },
  {
    route: 'POST /api/auth/set-password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x'.repeat(43), password: 'Long-Enough-9912' },
    }),
    expect: all(400),
  },
  {
    route: 'GET /api/auth/me',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/auth/me',
    request: () => ({ method: 'PATCH', url: '/api/auth/me', payload: { language: 'nl' } }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/change-password',
    request: () => ({ method: 'POST', url: '/api/auth/change-password', payload: {} }),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/auth/sessions',
    request: () => ({ method: 'GET', url: '/api/auth/sessions' }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/auth/sessions/:id',
    request: () => ({ method: 'DELETE', url: `/api/auth/sessions/${OTHER_ID}` }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/admin/audit',
    request: () => ({ method: 'GET', url: '/api/admin/audit' }),
    expect: { ...all(403), anonymous: 401, admin: 200 },
  },
  {
    route: 'POST /api/cases/:id/recoveries',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries`,
      payload: recovery,
      headers: key(),
    }),
    expect: caseTeam(201, 403),
  },
  {
    route: 'POST /api/cases/:id/recoveries/:txId/reverse',
    request: async ({ caseId, newRecoveryId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries/${await newRecoveryId()}/reverse`,
      payload: { reason: 'Entered twice by mistake' },
      headers: key(),
    }),
    expect: caseTeam(201, 403),
  },
  {
    route: 'GET /api/cases/:id/ledger',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/ledger` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'GET /api/client/payout-methods',
    request: () => ({ method: 'GET', url: '/api/client/payout-methods' }),
    expect: clients(200, 200),
  },
  {
    route: 'GET /api/client/crypto-wallets',
    request: () => ({ method: 'GET', url: '/api/client/crypto-wallets' }),
    expect: clients(200, 200),
  },
  {
    route: 'POST /api/client/payout-methods',
    request: () => ({ method: 'POST', url: '/api/client/payout-methods', payload: {} }),
    expect: clients(400, 400),
  },
  {
    route: 'DELETE /api/client/payout-methods/:id',
    request: async ({ newPayoutMethodId }) => ({
      method: 'DELETE',
      url: `/api/client/payout-methods/${await newPayoutMethodId()}`,
    }),
    expect: clients(204, 404),
  },
  {
    route: 'GET /api/client/withdrawals',
    request: () => ({ method: 'GET', url: '/api/client/withdrawals' }),
    expect: clients(200, 200),
  },
  {
    route: 'POST /api/client/withdrawals',
    request: () => ({ method: 'POST', url: '/api/client/withdrawals', payload: {}, headers: key() }),
    expect: clients(400, 400),
  },
  {
    route: 'POST /api/client/withdrawals/:id/cancel',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/client/withdrawals/${await newWithdrawalId('pending')}/cancel`,
    }),
    expect: clients(200, 404),
  },
  {
    route: 'GET /api/admin/withdrawals',
    request: () => ({ method: 'GET', url: '/api/admin/withdrawals' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/approve',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('pending')}/approve`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/reject',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('pending')}/reject`,
      payload: { reason: 'The account name does not match' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/mark-paid',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('approved')}/mark-paid`,
      payload: { reference: 'SEPA-2026-0042' },
    }),
    expect: adminOnly(200),
  },
];
