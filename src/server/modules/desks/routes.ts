import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managerDashboardQuerySchema, managerDashboardSchema } from '../../../shared/contracts/desks';
import { route } from '../../lib/route-schemas';
import { managerDashboard } from './dashboard';
import { registerDeskRoutes } from './desks';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['desks'];

/** Desks: the admin's list and changes, and a manager's desk dashboard. */
export async function desksRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/manager/dashboard',
    route(tags, ['manager'], 'Your desk: stats, cases (a page, newest first), team and performance', {
      querystring: managerDashboardQuerySchema,
      response: { 200: managerDashboardSchema },
    }),
    async (request) => managerDashboard(db, request.actor!, request.query),
  );
  registerDeskRoutes(app);
}
