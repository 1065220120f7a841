import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proposalMadeSchema } from '../../../shared/contracts/approvals';
import { createTeamMemberRequestSchema } from '../../../shared/contracts/people';
import {
  createLawyerClientRequestSchema,
  createLawyerClientResponseSchema,
  lawyerClientListSchema,
  lawyerClientQuerySchema,
} from '../../../shared/contracts/people-clients';
import { callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import { registerAssignmentRoutes } from './assignments';
import { createLawyerClient, listLawyerClients } from './clients';
import { registerContactChangeRoutes } from './contact-change-routes';
import { registerUserRoutes } from './users';
import { registerUserDetailRoutes } from './users-detail';
import { registerUserFactorRoutes } from './users-factors';
import { proposeTeamMember } from './users-proposals';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['people'];

/** People: the admin's users and assignments, a lawyer's clients, a manager adding to their team. */
export async function peopleRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/api/lawyer/clients',
    route(tags, ['lawyer'], 'Clients with a case assigned to you', {
      querystring: lawyerClientQuerySchema,
      response: { 200: lawyerClientListSchema },
    }),
    async (request) => listLawyerClients(db, request.actor!, request.query),
  );
  app.post(
    '/api/lawyer/clients',
    route(
      tags,
      ['lawyer'],
      'Add a client: invited by email to set a password (D11), with a case assigned to you',
      { body: createLawyerClientRequestSchema, response: { 201: createLawyerClientResponseSchema } },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply.status(201).send(
        await createLawyerClient({
          ...callOf(db, request),
          config,
          input: request.body,
        }),
      ),
  );
  app.post(
    '/api/manager/team-members',
    route(
      tags,
      ['manager'],
      'Propose a lawyer or manager for your desk: once an admin approves, they get an invitation link (D11, D37)',
      {
        body: createTeamMemberRequestSchema,
        response: { 202: proposalMadeSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply
        .status(202)
        .send(
          withNote(request, await proposeTeamMember({ ...callOf(db, request), config, input: request.body })),
        ),
  );
  registerUserRoutes(app);
  registerUserDetailRoutes(app);
  registerUserFactorRoutes(app);
  registerAssignmentRoutes(app);
  registerContactChangeRoutes(app);
}
