import { resultMessageSchema } from '../../../shared/contracts/common';
import {
  assignClientRequestSchema,
  assignClientToManagerRequestSchema,
  assignLawyerRequestSchema,
  assignmentRequestSchema,
} from '../../../shared/contracts/people';
import { callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import {
  assignByRoles,
  assignClientToLawyer,
  assignClientToManager,
  assignLawyerToManager,
} from './assignments-service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['people'];

/** D27: who works on whose cases, and in which desk, is access; changing it asks for a recent check. */
const STEP_UP = { stepUp: true } as const;

/** D22: client → lawyer, client → manager, lawyer → manager; one route each plus the dialog's generic one. */
export function registerAssignmentRoutes(app: TypedApp) {
  const { db } = app.deps;
  const secret = app.deps.config.sessionSecret;
  const response = { 200: resultMessageSchema };

  app.post(
    '/api/admin/assign-client',
    route(
      tags,
      ['admin'],
      "Give a client's open cases to a lawyer (and the lawyer's desk)",
      {
        body: assignClientRequestSchema,
        response,
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await assignClientToLawyer({ ...callOf(db, request), ...request.body, secret })),
  );
  app.post(
    '/api/admin/assign-client-to-manager',
    route(
      tags,
      ['admin'],
      "Put a client in a manager's care; their cases without a desk join the manager's desk",
      { body: assignClientToManagerRequestSchema, response },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await assignClientToManager({ ...callOf(db, request), ...request.body, secret })),
  );
  app.post(
    '/api/admin/assign-lawyer',
    route(
      tags,
      ['admin'],
      "Make a lawyer report to a manager and join the manager's desk",
      {
        body: assignLawyerRequestSchema,
        response,
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await assignLawyerToManager({ ...callOf(db, request), ...request.body, secret })),
  );
  app.post(
    '/api/admin/assignments',
    route(
      tags,
      ['admin'],
      'Assign by roles (the admin assign dialog); only the three pairs of D22',
      {
        body: assignmentRequestSchema,
        response,
      },
      STEP_UP,
    ),
    async (request) =>
      withNote(request, await assignByRoles({ ...callOf(db, request), ...request.body, secret })),
  );
}
