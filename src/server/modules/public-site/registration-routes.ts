import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registerRequestSchema,
  registerResponseSchema,
} from '../../../shared/contracts/public-site-registration';
import { auditContextOf } from '../../core/audit';
import { sessionSettingsOf, setSessionCookie } from '../../core/session-cookie';
import { route } from '../../lib/route-schemas';
import { register } from './registration';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['public-site'];

/** The free case assessment (the public registration form): opens a case and signs the client in. */
export async function registrationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config, app.deps.mail);

  app.post(
    '/api/register',
    route(tags, 'public', 'Free case assessment: opens a case and signs the new client in', {
      description:
        'Creates the client (without a password), a new lead and a case in phase `new`, and starts a session. `token` is a one-time set-password token for the password-setup prompt, not the session.',
      body: registerRequestSchema,
      response: { 201: registerResponseSchema },
    }),
    async (request, reply) => {
      const { response, session } = await register({
        db,
        settings,
        publicUrl: config.publicUrl,
        input: request.body,
        request: { ...auditContextOf(request), userAgent: request.headers['user-agent'] ?? null },
      });
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return reply.status(201).send(response);
    },
  );
}
