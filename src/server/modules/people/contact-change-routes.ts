import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactChangeOutcomeSchema,
  contactChangeTokenSchema,
  contactFieldParamsSchema,
} from '../../../shared/contracts/contact-changes';
import { auditContextOf, callOf } from '../../core/audit';
import { noContentSchema, route } from '../../lib/route-schemas';
import { cancelContactChange, confirmContactChange, withdrawContactChange } from './contact-change-decisions';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['people'];

/**
 * D34: the two links of a staff-proposed email or phone change, and the staff's withdrawal of it.
 * Proposals themselves are made by the client edits (PUT /api/{lawyer,manager}/clients/{id},
 * PUT /api/admin/users/{id}).
 */
export async function registerContactChangeRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const secret = config.sessionSecret;

  app.post(
    '/api/client/contact-change/confirm',
    route(
      tags,
      ['client'],
      'Confirm a change of your email or phone that the firm proposed, with the link it sent',
      {
        description:
          'Needs both the link (sent to the new address; for a phone, to your address) and your own session: whoever proposed the change may hold the link, but cannot sign in as you.',
        body: contactChangeTokenSchema,
        response: { 200: contactChangeOutcomeSchema },
      },
    ),
    async (request) =>
      confirmContactChange({
        db,
        mail: app.deps.mail,
        secret,
        actor: request.actor!,
        token: request.body.token,
        request: auditContextOf(request),
      }),
  );
  app.post(
    '/api/contact-change/cancel',
    route(tags, 'public', '"This wasn\'t me": cancel a proposed change of your email or phone', {
      description:
        'Public: the single-use link sent to your current address is the proof. Alerts the desk managers of your cases and the administrators.',
      body: contactChangeTokenSchema,
      response: { 200: contactChangeOutcomeSchema },
    }),
    async (request) =>
      cancelContactChange({ db, secret, token: request.body.token, request: auditContextOf(request) }),
  );
  for (const role of ['lawyer', 'manager', 'admin'] as const) {
    const path = role === 'admin' ? 'users' : 'clients';
    app.delete(
      `/api/${role}/${path}/:id/contact-changes/:field`,
      route(
        tags,
        [role],
        'Withdraw a proposed change of a client’s email or phone that is still waiting for the client',
        { params: contactFieldParamsSchema, response: { 204: noContentSchema } },
        { stepUp: true },
      ),
      async (request, reply) => {
        await withdrawContactChange({
          ...callOf(db, request),
          clientId: request.params.id,
          field: request.params.field,
        });
        return reply.status(204).send(null);
      },
    );
  }
}
