import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseClientSchema,
  clientDashboardSchema,
  clientNoteRequestSchema,
  recoveryStepsResponseSchema,
  timelineEventSchema,
  updateClientRequestSchema,
} from '../../../shared/contracts/cases';
import { caseRatingSchema, rateCaseSchema } from '../../../shared/contracts/public-site';
import { errorBodySchema } from '../../../shared/domain/errors';
import { callOf } from '../../core/audit';
import { limitWrites } from '../../core/write-limits';
import { route } from '../../lib/route-schemas';
import { clientDashboard } from './client-dashboard';
import { getClientByStaff, updateClientByStaff } from './client-edit';
import { addClientNote, clientRecoverySteps } from './client-view';
import { rateCase } from './rating';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

const clientParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid client id' }) });
const caseIdParamsSchema = z.object({ caseId: z.uuid({ message: 'Not a valid case id' }) });
const clientQuerySchema = z.object({ caseId: z.uuid({ message: 'Not a valid case id' }).optional() });

/** The client's own view (D1, D2) and the staff's client edit (D7). */
export async function clientRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/api/client/dashboard',
    route(tags, ['client'], 'Your case, its recovery steps, recent activity and figures, all from records', {
      response: { 200: clientDashboardSchema },
    }),
    async (request) => clientDashboard(db, request.actor!),
  );

  app.get(
    '/api/client/recovery-steps',
    route(tags, ['client'], 'The recovery steps of your most recent (or the given) case', {
      querystring: z.object({ caseId: z.uuid({ message: 'Not a valid case id' }).optional() }),
      response: { 200: recoveryStepsResponseSchema },
    }),
    async (request) => clientRecoverySteps(db, request.actor!, request.query.caseId),
  );

  app.post(
    '/api/client/notes',
    route(
      tags,
      ['client'],
      "Add a note to your case's timeline (your most recent case unless caseId is given)",
      { body: clientNoteRequestSchema, response: { 201: timelineEventSchema } },
    ),
    async (request, reply) => {
      // Issue 31: notes land on the case timeline the team reads; a flood is stopped per person.
      await limitWrites(db, request.actor!, 'note');
      return reply.status(201).send(
        await addClientNote({
          ...callOf(db, request),
          caseId: request.body.caseId,
          body: request.body.body,
        }),
      );
    },
  );

  app.post(
    '/api/client/cases/:caseId/rating',
    route(
      tags,
      ['client'],
      'Rate your completed case from 1 to 5, once, with an optional comment; the public average is computed from the ratings (D5)',
      { params: caseIdParamsSchema, body: rateCaseSchema, response: { 201: caseRatingSchema } },
    ),
    async (request, reply) =>
      reply.status(201).send(
        await rateCase({
          ...callOf(db, request),
          caseId: request.params.caseId,
          rating: request.body.rating,
          comment: request.body.comment,
        }),
      ),
  );

  for (const role of ['lawyer', 'manager'] as const) {
    // What the edit dialog opens with (issue 6): the client as the PUT answers it, before any change.
    app.get(
      `/api/${role}/clients/:id`,
      route(
        tags,
        [role],
        'A client of yours (D21) with the loss and funds of one case, all from records (D7)',
        { params: clientParamsSchema, querystring: clientQuerySchema, response: { 200: caseClientSchema } },
      ),
      async (request) => getClientByStaff(db, request.actor!, request.params.id, request.query.caseId),
    );
    app.put(
      `/api/${role}/clients/:id`,
      route(
        tags,
        [role],
        'Edit a client’s name and loss; a new email or phone is proposed to the client, who confirms it (D34); recovered funds are recorded as recoveries, never typed in (D7)',
        {
          params: clientParamsSchema,
          body: updateClientRequestSchema,
          response: { 200: caseClientSchema, 422: errorBodySchema },
        },
        { stepUp: true },
      ),
      async (request) =>
        updateClientByStaff({
          ...callOf(db, request),
          clientId: request.params.id,
          input: request.body,
          links: { secret: config.sessionSecret, publicUrl: config.publicUrl },
        }),
    );
  }
}
