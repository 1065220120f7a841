import type { Role } from '../../shared/domain/roles';

/**
 * Who may call each route: the one place that says it. A route registered without an entry
 * here stops the server at start-up (see plugins/access.ts), so nothing is public by accident.
 * 'public' = anyone; 'signed-in' = any role; a role list = those roles only.
 * Which rows a caller may see is decided inside each service's queries (access/scope.ts).
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /api/openapi.json': 'public',

  'POST /api/auth/login': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/set-password': 'public',
  'GET /api/auth/me': 'signed-in',
  'PATCH /api/auth/me': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'GET /api/auth/sessions': 'signed-in',
  'DELETE /api/auth/sessions/:id': 'signed-in',

  'GET /api/admin/audit': ['admin'],

  'POST /api/cases/:id/recoveries': ['lawyer', 'manager', 'admin'],
  'POST /api/cases/:id/recoveries/:txId/reverse': ['lawyer', 'manager', 'admin'],
  'GET /api/cases/:id/ledger': 'signed-in',

  'GET /api/client/payout-methods': ['client'],
  'GET /api/client/crypto-wallets': ['client'],
  'POST /api/client/payout-methods': ['client'],
  'DELETE /api/client/payout-methods/:id': ['client'],
  'GET /api/client/withdrawals': ['client'],
  'POST /api/client/withdrawals': ['client'],
  'POST /api/client/withdrawals/:id/cancel': ['client'],
  'GET /api/admin/withdrawals': ['admin'],
  'POST /api/admin/withdrawals/:id/approve': ['admin'],
  'POST /api/admin/withdrawals/:id/reject': ['admin'],
  'POST /api/admin/withdrawals/:id/mark-paid': ['admin'],

  // ── intake (modules/intake) ──

  // ── cases, phases, client view (modules/cases) ──

  // ── leads, lawyer and manager workspaces (modules/staff) ──

  // ── admin console (modules/admin) ──
  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users': ['admin'],
  'PUT /api/admin/users/:id': ['admin'],
  'DELETE /api/admin/users/:id': ['admin'],
  'POST /api/admin/users/:id/erase': ['admin'],
  'POST /api/admin/users/:id/reset-password': ['admin'],
  'POST /api/admin/users/:id/ban': ['admin'],
  'POST /api/admin/users/:id/unban': ['admin'],
  'POST /api/admin/assign-client': ['admin'],
  'POST /api/admin/assign-client-to-manager': ['admin'],
  'POST /api/admin/assign-lawyer': ['admin'],
  'POST /api/admin/assignments': ['admin'],
  'GET /api/admin/desks': ['admin'],
  'POST /api/admin/desks': ['admin'],
  'PUT /api/admin/desks/:id': ['admin'],
  'DELETE /api/admin/desks/:id': ['admin'],
  'GET /api/admin/stats': ['admin'],
  'GET /api/admin/cases': ['admin'],
  'GET /api/admin/system': ['admin'],
  'GET /api/admin/outbox': ['admin'],

  // ── messages (modules/messages) ──

  // ── evidence documents (modules/documents) ──

  // ── notifications and live events (modules/notifications) ──
};

/** Routes served by plugins we do not write (the API reference page and its assets). */
export const PUBLIC_PREFIXES = ['/api/docs'];

export function accessFor(method: string, url: string): Access | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (key in ROUTE_ACCESS) return ROUTE_ACCESS[key];
  if (PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return 'public';
  return undefined;
}
