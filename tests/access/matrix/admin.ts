import { enrolTotpDirectly } from '../../../src/server/core/second-factors';
import { newTotpSecret } from '../../../src/server/lib/totp';
import { createCase, createDesk, createUser } from '../../../src/server/seed/factories';
import { adminOnly, type MatrixContext, type MatrixRow, plain } from '../matrix-helpers';

/** Fresh records per request, so a row never changes the shared fixture other rows rely on. */
const freshUser = (ctx: MatrixContext, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(ctx.db, { password: null, ...overrides });
async function claimedLawyer(ctx: MatrixContext) {
  const lawyer = await freshUser(ctx, { role: 'lawyer' });
  await enrolTotpDirectly(ctx.db, ctx.secret, lawyer.id, newTotpSecret());
  return lawyer;
}
async function clientWithCase(ctx: MatrixContext) {
  const client = await freshUser(ctx);
  await createCase(ctx.db, { clientId: client.id });
  return client;
}
let n = 0;
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}`;

/** Routes of modules/admin: admins only; everyone else 403, anonymous 401. */
export const adminMatrix: MatrixRow[] = [
  {
    route: 'GET /api/admin/users',
    request: () => ({ method: 'GET', url: '/api/admin/users?q=test&role=client' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users',
    request: () => {
      const username = uniqueName('matrix-user');
      return {
        method: 'POST',
        url: '/api/admin/users',
        payload: { firstName: 'Mia', lastName: 'Matrix', email: `${username}@example.test`, username },
      };
    },
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/users/:id',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/users/${(await freshUser(ctx)).id}`,
      payload: { firstName: 'Renamed' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/users/:id',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/users/${(await freshUser(ctx)).id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/erase',
    request: async (ctx) => ({ method: 'POST', url: `/api/admin/users/${(await freshUser(ctx)).id}/erase` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/reset-password',
    request: async (ctx) => ({
      method: 'POST',
      // D34: staff accounts only; a client gets a link instead (password-link). D37: and only
      // staff with a second factor (without one, the link too).
      url: `/api/admin/users/${(await claimedLawyer(ctx)).id}/reset-password`,
      payload: { newPassword: 'Matrix-Reset-Phrase-77' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/ban',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/users/${(await freshUser(ctx)).id}/ban`,
      payload: { reason: 'Admin action' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/unban',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/users/${(await freshUser(ctx, { status: 'banned' })).id}/unban`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/assign-client',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/assign-client',
      payload: {
        clientId: (await clientWithCase(ctx)).id,
        lawyerId: (await freshUser(ctx, { role: 'lawyer', deskId: ctx.desk2Id })).id,
      },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/assign-client-to-manager',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/assign-client-to-manager',
      payload: { clientId: (await clientWithCase(ctx)).id, managerId: ctx.users.managerOther.id },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/assign-lawyer',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/assign-lawyer',
      payload: {
        lawyerId: (await freshUser(ctx, { role: 'lawyer' })).id,
        managerId: ctx.users.managerOther.id,
      },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/assignments',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/assignments',
      payload: {
        userId: (await freshUser(ctx, { role: 'lawyer' })).id,
        assigneeId: ctx.users.managerOther.id,
        userRole: 'lawyer',
        assigneeRole: 'manager',
      },
    }),
    expect: adminOnly(200),
  },
  plain('GET /api/admin/desks', adminOnly(200)),
  {
    route: 'POST /api/admin/desks',
    request: () => ({
      method: 'POST',
      url: '/api/admin/desks',
      payload: { name: uniqueName('Matrix desk'), country: 'nl' },
    }),
    expect: adminOnly(201),
  },
  {
    route: 'PUT /api/admin/desks/:id',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/admin/desks/${(await createDesk(ctx.db)).id}`,
      payload: { description: 'Benelux clients' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/desks/:id',
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/desks/${(await createDesk(ctx.db)).id}` }),
    expect: adminOnly(200),
  },
  plain('GET /api/admin/stats', adminOnly(200)),
  {
    route: 'GET /api/admin/cases',
    request: () => ({ method: 'GET', url: '/api/admin/cases?phase=legal-action' }),
    expect: adminOnly(200),
  },
  plain('GET /api/admin/system', adminOnly(200)),
  {
    route: 'GET /api/admin/outbox',
    request: () => ({ method: 'GET', url: '/api/admin/outbox?status=pending' }),
    expect: adminOnly(200),
  },
];
