import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTeamMemberRequestSchema,
  createTeamMemberResponseSchema,
} from '../../../shared/contracts/people';
import {
  createLawyerClientRequestSchema,
  createLawyerClientResponseSchema,
  lawyerClientListSchema,
  lawyerClientQuerySchema,
} from '../../../shared/contracts/people-clients';
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { registerAssignmentRoutes } from './assignments';
import { createLawyerClient, listLawyerClients } from './clients';
import { createTeamMember } from './team';
import { registerUserRoutes } from './users';
import { registerUserDetailRoutes } from './users-detail';

/** People: the admin's users and assignments, a lawyer's clients, a manager adding to their team. */
export async function peopleRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const lawyerTags = ['lawyer'];
  const managerTags = ['manager'];

  app.get(
    '/api/lawyer/clients',
    {
      config: { access: ['lawyer'] },
      schema: {
        tags: lawyerTags,
        summary: 'Clients with a case assigned to you',
        querystring: lawyerClientQuerySchema,
        response: { 200: lawyerClientListSchema, ...errorResponses },
      },
    },
    async (request) => listLawyerClients(db, request.actor!, request.query),
  );
  app.post(
    '/api/lawyer/clients',
    {
      config: { access: ['lawyer'] },
      schema: {
        tags: lawyerTags,
        summary: 'Add a client: invited by email to set a password (D11), with a case assigned to you',
        body: createLawyerClientRequestSchema,
        response: { 201: createLawyerClientResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createLawyerClient({
          db,
          config,
          actor: request.actor!,
          input: request.body,
          request: auditContextOf(request),
        }),
      ),
  );
  app.post(
    '/api/manager/team-members',
    {
      config: { access: ['manager'] },
      schema: {
        tags: managerTags,
        summary: 'Add a lawyer or manager to your desk; they get an invitation link (D11)',
        body: createTeamMemberRequestSchema,
        response: { 201: createTeamMemberResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createTeamMember({
          db,
          config,
          actor: request.actor!,
          input: request.body,
          request: auditContextOf(request),
        }),
      ),
  );
  registerUserRoutes(app);
  registerUserDetailRoutes(app);
  registerAssignmentRoutes(app);
}
