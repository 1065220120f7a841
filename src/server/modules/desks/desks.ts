import type { FastifyRequest } from 'fastify';
import { idParamsSchema, resultMessageSchema } from '../../../shared/contracts/common';
import {
  createDeskRequestSchema,
  deskListSchema,
  deskMutationSchema,
  updateDeskRequestSchema,
} from '../../../shared/contracts/desks';
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { type TypedApp, tags } from '../../lib/typed-routes';
import { createDesk, deleteDesk, listDesks, updateDesk } from './desks-service';

/** Desk management (spec §2 admin "system" tab): teams and the countries they cover (D21). */
export function registerDeskRoutes(app: TypedApp) {
  const { db } = app.deps;
  const callOf = (request: FastifyRequest) => ({
    db,
    actor: request.actor!,
    request: auditContextOf(request),
  });

  app.get(
    '/api/admin/desks',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Desks by name, with how many people belong to each',
        response: { 200: deskListSchema, ...errorResponses },
      },
    },
    async () => listDesks(db),
  );
  app.post(
    '/api/admin/desks',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Create a desk',
        body: createDeskRequestSchema,
        response: { 201: deskMutationSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDesk({ ...callOf(request), input: request.body })),
  );
  app.put(
    '/api/admin/desks/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Edit a desk',
        params: idParamsSchema,
        body: updateDeskRequestSchema,
        response: { 200: deskMutationSchema, ...errorResponses },
      },
    },
    async (request) => updateDesk({ ...callOf(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/api/admin/desks/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Delete a desk nobody belongs to any more',
        params: idParamsSchema,
        response: { 200: resultMessageSchema, ...errorResponses },
      },
    },
    async (request) => deleteDesk({ ...callOf(request), id: request.params.id }),
  );
}
