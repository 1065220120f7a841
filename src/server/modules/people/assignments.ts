import type { FastifyRequest } from 'fastify';
import { resultMessageSchema } from '../../../shared/contracts/common';
import {
  assignClientRequestSchema,
  assignClientToManagerRequestSchema,
  assignLawyerRequestSchema,
  assignmentRequestSchema,
} from '../../../shared/contracts/people';
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { type TypedApp, tags } from '../../lib/typed-routes';
import {
  assignByRoles,
  assignClientToLawyer,
  assignClientToManager,
  assignLawyerToManager,
} from './assignments-service';

/** D22: client → lawyer, client → manager, lawyer → manager; one route each plus the dialog's generic one. */
export function registerAssignmentRoutes(app: TypedApp) {
  const { db } = app.deps;
  const callOf = (request: FastifyRequest) => ({
    db,
    actor: request.actor!,
    request: auditContextOf(request),
  });
  const response = { 200: resultMessageSchema, ...errorResponses };

  app.post(
    '/api/admin/assign-client',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: "Give a client's open cases to a lawyer (and the lawyer's desk)",
        body: assignClientRequestSchema,
        response,
      },
    },
    async (request) => assignClientToLawyer({ ...callOf(request), ...request.body }),
  );
  app.post(
    '/api/admin/assign-client-to-manager',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: "Put a client in a manager's care; their cases without a desk join the manager's desk",
        body: assignClientToManagerRequestSchema,
        response,
      },
    },
    async (request) => assignClientToManager({ ...callOf(request), ...request.body }),
  );
  app.post(
    '/api/admin/assign-lawyer',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: "Make a lawyer report to a manager and join the manager's desk",
        body: assignLawyerRequestSchema,
        response,
      },
    },
    async (request) => assignLawyerToManager({ ...callOf(request), ...request.body }),
  );
  app.post(
    '/api/admin/assignments',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Assign by roles (the admin assign dialog); only the three pairs of D22',
        body: assignmentRequestSchema,
        response,
      },
    },
    async (request) => assignByRoles({ ...callOf(request), ...request.body }),
  );
}
