import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/domain/errors';
import { say } from '../../core/messages';
import { isDraining } from './draining';
import { registerSystemRoutes } from './system';

const statusSchema = z.object({ status: z.literal('ok') });

/**
 * /healthz: the process answers. /readyz: it can reach its database (one round trip) and is not
 * shutting down (D127: a draining instance says 503 so the balancer takes it out first).
 * /api/admin/system: the admin's view of the running system.
 */
export async function systemRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: statusSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: one database round trip; 503 while the instance shuts down',
        response: { 200: statusSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (isDraining(app)) {
        return reply
          .status(503)
          .send({ error: { code: 'unavailable', message: say(request, 'common.request.shutting_down') } });
      }
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply.status(503).send({
          error: { code: 'unavailable', message: say(request, 'common.request.database_unavailable') },
        });
      }
    },
  );
  registerSystemRoutes(app);
}
