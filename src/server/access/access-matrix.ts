/**
 * Every API route × every kind of caller → the status that caller gets. The access test fails
 * when a route in route-policy.ts has no row here, so each new route must state its matrix.
 * Requests carry a minimal (often invalid) body: an allowed caller gets past access control and
 * is answered by validation or the handler, which is what the number says.
 * (Object-level actors — client B, lawyer not on the case, manager of another desk — join this
 * table with the case routes; today's routes own no shared rows.)
 */
export const ACTORS = ['anonymous', 'client', 'lawyer', 'manager', 'admin'] as const;
export type MatrixActor = (typeof ACTORS)[number];

export type MatrixRow = {
  route: string;
  request: {
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    url: string;
    payload?: Record<string, unknown>;
  };
  expect: Record<MatrixActor, number>;
};

const everyone = (status: number) => ({
  anonymous: status,
  client: status,
  lawyer: status,
  manager: status,
  admin: status,
});
const signedIn = (status: number) => ({
  anonymous: 401,
  client: status,
  lawyer: status,
  manager: status,
  admin: status,
});
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

export const ACCESS_MATRIX: MatrixRow[] = [
  { route: 'GET /healthz', request: { method: 'GET', url: '/healthz' }, expect: everyone(200) },
  { route: 'GET /readyz', request: { method: 'GET', url: '/readyz' }, expect: everyone(200) },
  {
    route: 'GET /api/openapi.json',
    request: { method: 'GET', url: '/api/openapi.json' },
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/login',
    request: { method: 'POST', url: '/api/auth/login', payload: {} },
    expect: everyone(400),
  },
  {
    route: 'POST /api/admin/login',
    request: { method: 'POST', url: '/api/admin/login', payload: {} },
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/logout',
    request: { method: 'POST', url: '/api/auth/logout' },
    expect: everyone(204),
  },
  {
    route: 'POST /api/auth/set-password',
    request: {
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x'.repeat(43), password: 'Long-Enough-9912' },
    },
    expect: everyone(400),
  },
  { route: 'GET /api/auth/me', request: { method: 'GET', url: '/api/auth/me' }, expect: signedIn(200) },
  {
    route: 'PATCH /api/auth/me',
    request: { method: 'PATCH', url: '/api/auth/me', payload: { language: 'nl' } },
    expect: signedIn(200),
  },
  {
    route: 'POST /api/auth/change-password',
    request: { method: 'POST', url: '/api/auth/change-password', payload: {} },
    expect: signedIn(400),
  },
  {
    route: 'GET /api/auth/sessions',
    request: { method: 'GET', url: '/api/auth/sessions' },
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/auth/sessions/:id',
    request: { method: 'DELETE', url: `/api/auth/sessions/${OTHER_ID}` },
    expect: signedIn(404),
  },
  {
    route: 'GET /api/admin/audit',
    request: { method: 'GET', url: '/api/admin/audit' },
    expect: { anonymous: 401, client: 403, lawyer: 403, manager: 403, admin: 200 },
  },
];
