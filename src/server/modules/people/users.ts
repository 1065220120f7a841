import { proposalMadeSchema } from '../../../shared/contracts/approvals';
import { idParamsSchema, resultMessageSchema } from '../../../shared/contracts/common';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  banRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  resetPasswordRequestSchema,
  updateUserRequestSchema,
  userMutationSchema,
} from '../../../shared/contracts/people';
import { isStaffRole } from '../../../shared/domain/control-proposals';
import { callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import {
  banUserAsAdmin,
  deleteUserAsAdmin,
  eraseUserAsAdmin,
  resetPasswordAsAdmin,
  sendPasswordLinkAsAdmin,
  unbanUserAsAdmin,
} from './users-lifecycle';
import { listUsers } from './users-list';
import {
  movesUnclaimedStaffEmail,
  proposeRoleRaise,
  proposeStaffAccount,
  proposeStaffEmail,
  raisesRoleOf,
} from './users-proposals';
import { createUserAsAdmin, updateUserAsAdmin } from './users-service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['people'];

/** D27: a person's role, desk, status or password is access; changing it asks for a recent check. */
const STEP_UP = { stepUp: true } as const;

/** The people of the firm (spec §2 admin "users" tab; D11, D12, D13, D14). */
export function registerUserRoutes(app: TypedApp) {
  const { db, config } = app.deps;
  const links = { secret: config.sessionSecret, publicUrl: config.publicUrl };

  app.get(
    '/api/admin/users',
    route(
      tags,
      ['admin'],
      'People, newest first: search by name or email, filter by role and status (paginated)',
      { querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema } },
    ),
    // D129: reused until a committed change to what the list reads (admins all see the same).
    async (request) =>
      app.figuresCache.get(`admin-users:${JSON.stringify(request.query)}`, () =>
        listUsers(db, request.query),
      ),
  );
  app.post(
    '/api/admin/users',
    route(
      tags,
      ['admin'],
      'Create a person; without a password they get an invitation link (D11). A staff account is proposed instead (202, D37)',
      {
        body: createUserRequestSchema,
        response: { 201: createUserResponseSchema, 202: proposalMadeSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      const call = { ...callOf(db, request), links, input: request.body };
      // D37: a staff account waits for a second admin (202); a client's is created at once.
      if (isStaffRole(request.body.role)) {
        return reply.status(202).send(withNote(request, await proposeStaffAccount(call)));
      }
      return reply.status(201).send(withNote(request, await createUserAsAdmin(call)));
    },
  );
  app.put(
    '/api/admin/users/:id',
    route(
      tags,
      ['admin'],
      'Edit a person (role changes only among lawyer, manager and admin; a client’s new email or phone is proposed to the client, D34); raising a role to manager or admin, or a new email for a lawyer or manager without a second factor, is proposed instead (202, D37)',
      {
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userMutationSchema, 202: proposalMadeSchema },
      },
      STEP_UP,
    ),
    async (request, reply) => {
      const call = { ...callOf(db, request), links, id: request.params.id, input: request.body };
      // D37: raising someone to manager or admin waits for a second admin (202), with the whole edit.
      if (request.body.role && (await raisesRoleOf(db, call.id, request.body.role))) {
        return reply.status(202).send(withNote(request, await proposeRoleRaise(call)));
      }
      // D37: so does a new address for a lawyer or manager who has no second factor yet.
      if (await movesUnclaimedStaffEmail(db, call.id, request.body.email)) {
        return reply.status(202).send(withNote(request, await proposeStaffEmail(call)));
      }
      return withNote(request, await updateUserAsAdmin(call));
    },
  );
  app.delete(
    '/api/admin/users/:id',
    route(
      tags,
      ['admin'],
      'Delete a person permanently, only when they have no records the firm must keep (D13)',
      { params: idParamsSchema, response: { 200: resultMessageSchema } },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await deleteUserAsAdmin({ ...callOf(db, request), id: request.params.id })),
  );
  app.post(
    '/api/admin/users/:id/erase',
    route(
      tags,
      ['admin'],
      'Erase a person’s personal data; ledger and audit trail stay (D13)',
      {
        params: idParamsSchema,
        response: { 200: userMutationSchema },
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await eraseUserAsAdmin({ ...callOf(db, request), id: request.params.id })),
  );
  app.post(
    '/api/admin/users/:id/reset-password',
    route(
      tags,
      ['admin'],
      'Set a temporary password for a lawyer or manager who has a second factor; their sessions end (otherwise, and for a client: password-link, D34, D37)',
      {
        params: idParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: resultMessageSchema },
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(
        request,
        await resetPasswordAsAdmin({
          ...callOf(db, request),
          id: request.params.id,
          newPassword: request.body.newPassword,
        }),
      ),
  );
  app.post(
    '/api/admin/users/:id/password-link',
    route(
      tags,
      ['admin'],
      'Email a client the "Forgot your password?" link at their own address (D34: staff never set a client’s password)',
      { params: idParamsSchema, response: { 200: resultMessageSchema } },
      STEP_UP,
    ),
    async (request) =>
      withNote(
        request,
        await sendPasswordLinkAsAdmin({ ...callOf(db, request), links, id: request.params.id }),
      ),
  );
  app.post(
    '/api/admin/users/:id/ban',
    route(
      tags,
      ['admin'],
      'Ban a person with a reason; their sessions end',
      {
        params: idParamsSchema,
        body: banRequestSchema,
        response: { 200: userMutationSchema },
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(
        request,
        await banUserAsAdmin({ ...callOf(db, request), id: request.params.id, reason: request.body.reason }),
      ),
  );
  app.post(
    '/api/admin/users/:id/unban',
    route(
      tags,
      ['admin'],
      'Lift a ban (D12)',
      {
        params: idParamsSchema,
        response: { 200: userMutationSchema },
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await unbanUserAsAdmin({ ...callOf(db, request), id: request.params.id })),
  );
}
