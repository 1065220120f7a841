import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { sessionCookieName } from '../core/session-cookie';

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Recourse API',
        description:
          'Case management and client portal for a no-win-no-fee fraud recovery practice. ' +
          'Every error answers { error: { code, message, fields? } }. Sessions are an HttpOnly cookie set by the login endpoints.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(opts.config) } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});
