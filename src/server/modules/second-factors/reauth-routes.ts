import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertionOptionsSchema } from '../../../shared/contracts/passkeys';
import {
  reauthenticateRequestSchema,
  reauthMethodsSchema,
} from '../../../shared/contracts/second-factors-reauth';
import { callOf } from '../../core/audit';
import { noContentSchema, route } from '../../lib/route-schemas';
import { passkeyOptionsFor } from './passkey-authentication';
import { reauthenticate, reauthMethodsOf } from './reauthenticate';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['second-factors'];

/**
 * Step-up (D27): a signed-in person confirms it is them again before a change of money or
 * access. Complete sessions only (no `openDuring`): a partial session has its own next step.
 */
export async function reauthRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;

  app.get(
    '/api/auth/reauthenticate/methods',
    route(
      tags,
      'signed-in',
      'How you can confirm it is you: password, authenticator app, recovery code, passkey',
      {
        response: { 200: reauthMethodsSchema },
      },
    ),
    async (request) => reauthMethodsOf(db, request.actor!.id),
  );

  app.post(
    '/api/auth/reauthenticate/passkey-options',
    route(tags, 'signed-in', 'Confirm it is you with a passkey: options for your passkeys', {
      response: { 200: assertionOptionsSchema },
    }),
    async (request) => passkeyOptionsFor(db, config, request.actor!.id),
  );

  app.post(
    '/api/auth/reauthenticate',
    route(
      tags,
      'signed-in',
      'Confirm it is you (password, authenticator code, recovery code or passkey); changes of money and access are open for the next 10 minutes',
      { body: reauthenticateRequestSchema, response: { 204: noContentSchema } },
    ),
    async (request, reply) => {
      await reauthenticate({
        ...callOf(db, request),
        sessionSecret: config.sessionSecret,
        config,
        proof: request.body,
      });
      return reply.status(204).send(null);
    },
  );
}
