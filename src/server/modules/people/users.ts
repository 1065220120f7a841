import type { FastifyRequest } from 'fastify';
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
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { type TypedApp, tags } from '../../lib/typed-routes';
import {
  banUserAsAdmin,
  deleteUserAsAdmin,
  eraseUserAsAdmin,
  resetPasswordAsAdmin,
  unbanUserAsAdmin,
} from './users-lifecycle';
import { listUsers } from './users-list';
import { createUserAsAdmin, updateUserAsAdmin } from './users-service';

/** The people of the firm (spec §2 admin "users" tab; D11, D12, D13, D14). */
export function registerUserRoutes(app: TypedApp) {
  const { db, config } = app.deps;
  const links = { secret: config.sessionSecret, publicUrl: config.publicUrl };
  const callOf = (request: FastifyRequest) => ({
    db,
    actor: request.actor!,
    request: auditContextOf(request),
  });

  app.get(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'People, newest first: search by name or email, filter by role and status (paginated)',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses },
      },
    },
    async (request) => listUsers(db, request.query),
  );
  app.post(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Create a person; without a password they get an invitation link (D11)',
        body: createUserRequestSchema,
        response: { 201: createUserResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUserAsAdmin({ ...callOf(request), links, input: request.body })),
  );
  app.put(
    '/api/admin/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Edit a person (role changes only among lawyer, manager and admin)',
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userMutationSchema, ...errorResponses },
      },
    },
    async (request) => updateUserAsAdmin({ ...callOf(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Delete a person permanently, only when they have no records the firm must keep (D13)',
        params: idParamsSchema,
        response: { 200: resultMessageSchema, ...errorResponses },
      },
    },
    async (request) => deleteUserAsAdmin({ ...callOf(request), id: request.params.id }),
  );
  app.post(
    '/api/admin/users/:id/erase',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Erase a person’s personal data; ledger and audit trail stay (D13)',
        params: idParamsSchema,
        response: { 200: userMutationSchema, ...errorResponses },
      },
    },
    async (request) => eraseUserAsAdmin({ ...callOf(request), id: request.params.id }),
  );
  app.post(
    '/api/admin/users/:id/reset-password',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Set a new password for a person; their sessions end',
        params: idParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 200: resultMessageSchema, ...errorResponses },
      },
    },
    async (request) =>
      resetPasswordAsAdmin({
        ...callOf(request),
        id: request.params.id,
        newPassword: request.body.newPassword,
      }),
  );
  app.post(
    '/api/admin/users/:id/ban',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Ban a person with a reason; their sessions end',
        params: idParamsSchema,
        body: banRequestSchema,
        response: { 200: userMutationSchema, ...errorResponses },
      },
    },
    async (request) =>
      banUserAsAdmin({ ...callOf(request), id: request.params.id, reason: request.body.reason }),
  );
  app.post(
    '/api/admin/users/:id/unban',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Lift a ban (D12)',
        params: idParamsSchema,
        response: { 200: userMutationSchema, ...errorResponses },
      },
    },
    async (request) => unbanUserAsAdmin({ ...callOf(request), id: request.params.id }),
  );
}
