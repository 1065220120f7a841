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
  'POST /api/auth/initial-password': 'signed-in',
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
  'POST /api/register': 'public',
  // D28: the emailed link is the proof, so confirming needs no session; the banner's calls do.
  'POST /api/confirm-email': 'public',
  'GET /api/client/email-confirmation': ['client'],
  'POST /api/client/email-confirmation/resend': ['client'],

  // ── cases, phases, client view (modules/cases) ──
  // Case routes: the role list lets staff in; caseScope (D21) then answers 404 outside their cases.
  'GET /api/cases/:id': 'signed-in',
  'PUT /api/cases/:id': ['lawyer', 'manager', 'admin'],
  'PUT /api/cases/:id/phase': ['lawyer', 'manager', 'admin'],
  'GET /api/cases/:id/timeline': 'signed-in',
  // Fee agreement (ABA 1.5(c)): read by the client and the case team; accepted only by the case's own client.
  'GET /api/cases/:id/fee-agreement': 'signed-in',
  'POST /api/cases/:id/fee-agreement': ['client'],
  'GET /api/cases/:id/fee-agreement/document': 'signed-in',
  // The client's case team: the assigned lawyer and the desk's managers (names and languages only).
  'GET /api/cases/:id/team': 'signed-in',
  'GET /api/client/dashboard': ['client'],
  'GET /api/client/recovery-steps': ['client'],
  'POST /api/client/notes': ['client'],
  'GET /api/lawyer/clients/:id': ['lawyer'],
  'GET /api/manager/clients/:id': ['manager'],
  'PUT /api/lawyer/clients/:id': ['lawyer'],
  'PUT /api/manager/clients/:id': ['manager'],
  // Only the case's own client (others 404, scoped in the query), once it is completed.
  'POST /api/client/cases/:caseId/rating': ['client'],
  'GET /api/admin/settings': ['admin'],
  'PUT /api/admin/settings': ['admin'],
  'GET /api/admin/settings/changes': ['admin'],
  'GET /api/admin/settings/landing-content': ['admin'],

  // ── leads, lawyer and manager workspaces (modules/staff) ──
  // Leads: lawyers and managers see their desk's (D21), admins all; scoped in the query.
  'GET /api/lawyer/leads': ['lawyer', 'manager', 'admin'],
  'POST /api/leads/:id/contact': ['lawyer', 'manager', 'admin'],
  'POST /api/leads/:id/qualify': ['lawyer', 'manager', 'admin'],
  'POST /api/leads/:id/reject': ['lawyer', 'manager', 'admin'],
  'POST /api/leads/:id/convert': ['lawyer', 'manager', 'admin'],
  'GET /api/lawyer/dashboard': ['lawyer'],
  'GET /api/lawyer/cases': ['lawyer'],
  'GET /api/lawyer/clients': ['lawyer'],
  'POST /api/lawyer/clients': ['lawyer'],
  'GET /api/manager/dashboard': ['manager'],
  'PATCH /api/cases/:id/assign': ['manager', 'admin'],
  'PUT /api/cases/:id/assign': ['manager', 'admin'],
  'POST /api/manager/team-members': ['manager'],
  // The desk's cases, sorted and filtered (issue 6 §11); the desk is the manager's own (D21).
  'GET /api/manager/cases': ['manager'],
  // Lawyer analytics and documents (modules/lawyer-insights): the caller's own cases only.
  'GET /api/lawyer/analytics': ['lawyer'],
  'GET /api/lawyer/documents': ['lawyer'],

  // ── admin console (modules/admin) ──
  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users': ['admin'],
  'GET /api/admin/users/:id': ['admin'],
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
  'POST /api/admin/outbox/:id/retry': ['admin'],
  'GET /api/admin/financials': ['admin'],
  'GET /api/admin/analytics': ['admin'],

  // ── messages (modules/messages) ──
  // The thread's people (client owner, case lawyer, desk managers, admins) via caseScope; others 404.
  'GET /api/cases/:id/messages': 'signed-in',
  'POST /api/cases/:id/messages': 'signed-in',
  'POST /api/cases/:id/messages/read': 'signed-in',

  // ── evidence documents (modules/documents) ──
  // Upload, list, download: the case's people via caseScope (others 404). Review: staff only.
  'POST /api/cases/:id/documents': 'signed-in',
  'GET /api/cases/:id/documents': 'signed-in',
  'GET /api/cases/:id/documents/:docId/download': 'signed-in',
  'PUT /api/cases/:id/documents/:docId/review': ['lawyer', 'manager', 'admin'],

  // ── public site (modules/public, issue 4): aggregate figures, the firm's identity, content it
  // published and staff who opted in; the same for every caller, no personal data of clients ──
  'GET /api/public/stats': 'public',
  'GET /api/public/firm': 'public',
  'GET /api/public/content': 'public',
  'GET /api/public/team': 'public',
  'PUT /api/staff/public-profile': ['lawyer', 'manager'],

  // ── notifications and live events (modules/notifications) ──
  'GET /api/notifications': 'signed-in',
  'POST /api/notifications/:id/read': 'signed-in',
  'POST /api/notifications/read-all': 'signed-in',
  'GET /api/events': 'signed-in',
};

/** Routes served by plugins we do not write (the API reference page and its assets). */
export const PUBLIC_PREFIXES = ['/api/docs'];

export function accessFor(method: string, url: string): Access | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (key in ROUTE_ACCESS) return ROUTE_ACCESS[key];
  if (PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) return 'public';
  return undefined;
}
