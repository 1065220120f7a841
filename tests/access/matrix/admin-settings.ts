import { adminOnly, type MatrixRow } from '../matrix-helpers';

/** The settings tab's reads (issue 7 item 8): admins only; everyone else 403, anonymous 401. */
export const adminSettingsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/admin/settings/changes',
    request: () => ({ method: 'GET', url: '/api/admin/settings/changes' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/settings/landing-content',
    request: () => ({ method: 'GET', url: '/api/admin/settings/landing-content' }),
    expect: adminOnly(200),
  },
];
