import { enrolTotpDirectly } from '../../../src/server/core/second-factors';
import { newTotpSecret } from '../../../src/server/lib/totp';
import { createUser } from '../../../src/server/seed/factories';
import { adminOnly, type MatrixRow } from '../matrix-helpers';

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
  {
    // Issue 18: a fresh lawyer with an authenticator app each time, so an admin's reset is
    // proposed (202, D37: a staff member's reset waits for a second admin).
    route: 'POST /api/admin/users/:id/second-factors/reset',
    request: async (ctx) => {
      const lawyer = await createUser(ctx.db, { role: 'lawyer', password: null });
      await enrolTotpDirectly(ctx.db, ctx.secret, lawyer.id, newTotpSecret());
      return {
        method: 'POST',
        url: `/api/admin/users/${lawyer.id}/second-factors/reset`,
        payload: { reason: 'Lost phone, confirmed by a call' },
      };
    },
    expect: adminOnly(202),
  },
];
