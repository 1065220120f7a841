import { createUser } from '../../db/seed/factories';
import { adminOnly, type MatrixRow } from '../matrix-helpers.test-support';

/** Routes of the admin users tab added in issue 7 (modules/admin/users-detail.ts): admins only. */
export const adminUsersMatrix: MatrixRow[] = [
  {
    route: 'GET /api/admin/users/:id',
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/admin/users/${(await createUser(ctx.db, { password: null })).id}`,
    }),
    expect: adminOnly(200),
  },
];
