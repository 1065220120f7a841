import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import {
  contactInputSchema,
  paymentInputSchema,
  paymentTrailSchema,
  trailPaymentParamsSchema,
} from '../../../shared/contracts/payment-trail';
import { callOf } from '../../core/audit';
import { limitWrites } from '../../core/write-limits';
import { noContentSchema, route } from '../../lib/route-schemas';
import { addContact, removeContact } from './contacts';
import { addPayment, removePayment, updatePayment } from './payments';
import { getPaymentTrail } from './read';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['payment-trail'];
const created = z.object({ id: z.string() });

/**
 * The payments a client made to the scheme and the scheme's contact points (issue 21, item 1).
 * The client and the case's team share one list; each route scopes the case in its query (D21).
 * Every change counts against the writer's per-minute limit (issue 31, core/write-limits.ts).
 */
export async function paymentTrailRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/cases/:id/payment-trail',
    route(tags, 'signed-in', "The case's payments to the scheme and the scheme's contact points", {
      params: caseParamsSchema,
      response: { 200: paymentTrailSchema },
    }),
    async (request) => getPaymentTrail(db, request.actor!, request.params.id),
  );

  app.post(
    '/api/cases/:id/payment-trail/payments',
    route(tags, 'signed-in', 'Record a payment to the scheme; its destination is validated and linked', {
      params: caseParamsSchema,
      body: paymentInputSchema,
      response: { 201: created },
    }),
    async (request, reply) => {
      await limitWrites(db, request.actor!, 'trail');
      reply.code(201);
      return addPayment({ ...callOf(db, request), caseId: request.params.id, input: request.body });
    },
  );

  app.put(
    '/api/cases/:id/payment-trail/payments/:entryId',
    route(tags, 'signed-in', 'Correct a payment (a client may correct only the payments they entered)', {
      params: trailPaymentParamsSchema,
      body: paymentInputSchema,
      response: { 200: created },
    }),
    async (request) => {
      await limitWrites(db, request.actor!, 'trail');
      return updatePayment({
        ...callOf(db, request),
        caseId: request.params.id,
        entryId: request.params.entryId,
        input: request.body,
      });
    },
  );

  app.delete(
    '/api/cases/:id/payment-trail/payments/:entryId',
    route(tags, 'signed-in', 'Remove a payment from the trail (kept, marked removed, for the audit trail)', {
      params: trailPaymentParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await limitWrites(db, request.actor!, 'trail');
      await removePayment({
        ...callOf(db, request),
        caseId: request.params.id,
        entryId: request.params.entryId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/cases/:id/payment-trail/contacts',
    route(
      tags,
      'signed-in',
      "Record one of the scheme's contact points (website, app, phone, email, messenger)",
      {
        params: caseParamsSchema,
        body: contactInputSchema,
        response: { 201: created },
      },
    ),
    async (request, reply) => {
      await limitWrites(db, request.actor!, 'trail');
      reply.code(201);
      return addContact({ ...callOf(db, request), caseId: request.params.id, input: request.body });
    },
  );

  app.delete(
    '/api/cases/:id/payment-trail/contacts/:entryId',
    route(tags, 'signed-in', 'Remove a contact point from the trail (kept, marked removed)', {
      params: trailPaymentParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await limitWrites(db, request.actor!, 'trail');
      await removeContact({
        ...callOf(db, request),
        caseId: request.params.id,
        entryId: request.params.entryId,
      });
      return reply.code(204).send(null);
    },
  );
}
