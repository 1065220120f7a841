import { adminOnly, type MatrixRow, plain } from '../matrix-helpers';

/** The settings tab's reads (issue 7 item 8): admins only; everyone else 403, anonymous 401. */
export const adminSettingsMatrix: MatrixRow[] = [
  plain('GET /api/admin/settings/changes', adminOnly(200)),
  plain('GET /api/admin/settings/landing-content', adminOnly(200)),
];
