import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  adversePartyListSchema,
  adversePartySchema,
  caseConflictsSchema,
  createAdversePartySchema,
} from '../../../shared/contracts/conflicts';
import { callOf } from '../../core/audit';
import { caseStaff, noContentSchema, route } from '../../lib/route-schemas';
import { addAdverseParty, listAdverseParties, removeAdverseParty } from './adverse-parties';
import { getCaseConflicts } from './states';

const tags = ['conflicts'];

/**
 * Issue 21 item 5: the firm's adverse-party list, kept by admins; the conflict check reads it.
 * Issue 31: a case's own conflict check, for the assign dialog.
 */
export async function conflictsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/adverse-parties',
    route(tags, ['admin'], 'The firm’s adverse parties in force, newest first', {
      response: { 200: adversePartyListSchema },
    }),
    async () => ({ parties: await listAdverseParties(db) }),
  );

  app.post(
    '/api/admin/adverse-parties',
    route(
      tags,
      ['admin'],
      'Add an adverse party (name, other names, email, phone); audited',
      {
        body: createAdversePartySchema,
        response: { 201: adversePartySchema },
      },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply.status(201).send(await addAdverseParty({ ...callOf(db, request), input: request.body })),
  );

  app.delete(
    '/api/admin/adverse-parties/:id',
    route(
      tags,
      ['admin'],
      'Remove an adverse party from the list (the record is kept); audited',
      {
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      await removeAdverseParty({ ...callOf(db, request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/cases/:id/conflicts',
    route(
      tags,
      caseStaff,
      'The conflict check of a case (through its lead): the matches, naming the records you may open, the decision, and whether it is open (then the case cannot be assigned)',
      { params: idParamsSchema, response: { 200: caseConflictsSchema } },
    ),
    async (request) =>
      getCaseConflicts({
        db,
        actor: request.actor!,
        secret: app.deps.config.sessionSecret,
        caseId: request.params.id,
      }),
  );
}
