import { idParamsSchema, resultMessageSchema } from '../../../shared/contracts/common';
import {
  createDeskRequestSchema,
  deskListSchema,
  deskMutationSchema,
  updateDeskRequestSchema,
} from '../../../shared/contracts/desks';
import { callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import { createDesk, deleteDesk, listDesks, updateDesk } from './desks-service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['desks'];

/** Desk management (spec §2 admin "system" tab): teams and the countries they cover (D21). */
export function registerDeskRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/api/admin/desks',
    route(tags, ['admin'], 'Desks by name, with how many people belong to each', {
      response: { 200: deskListSchema },
    }),
    async () => listDesks(db),
  );
  app.post(
    '/api/admin/desks',
    route(
      tags,
      ['admin'],
      'Create a desk',
      {
        body: createDeskRequestSchema,
        response: { 201: deskMutationSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(withNote(request, await createDesk({ ...callOf(db, request), input: request.body }))),
  );
  app.put(
    '/api/admin/desks/:id',
    route(
      tags,
      ['admin'],
      'Edit a desk',
      {
        params: idParamsSchema,
        body: updateDeskRequestSchema,
        response: { 200: deskMutationSchema },
      },
      { stepUp: true },
    ),
    async (request) =>
      withNote(
        request,
        await updateDesk({ ...callOf(db, request), id: request.params.id, input: request.body }),
      ),
  );
  app.delete(
    '/api/admin/desks/:id',
    route(
      tags,
      ['admin'],
      'Delete a desk nobody belongs to any more',
      {
        params: idParamsSchema,
        response: { 200: resultMessageSchema },
      },
      { stepUp: true },
    ),
    async (request) => withNote(request, await deleteDesk({ ...callOf(db, request), id: request.params.id })),
  );
}
