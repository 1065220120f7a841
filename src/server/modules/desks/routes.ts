import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managerDashboardQuerySchema, managerDashboardSchema } from '../../../shared/contracts/desks';
import { managerTeamQuerySchema, managerTeamSchema } from '../../../shared/contracts/desks-team';
import { route } from '../../lib/route-schemas';
import { managerDashboard } from './dashboard';
import { registerDeskRoutes } from './desks';
import { managerTeamPage } from './team-page';

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
    // D129: reused per manager and desk until a committed change to what it reads.
    async (request) => {
      const actor = request.actor!;
      const key = `manager-dashboard:${actor.id}:${actor.deskId}:${JSON.stringify(request.query)}`;
      return app.figuresCache.get(key, () =>
        managerDashboard(db, actor, request.query, app.deps.config.sessionSecret),
      );
    },
  );
  app.get(
    '/api/manager/team',
    route(tags, ['manager'], 'Your desk’s team after the dashboard’s first page, by cursor (D25)', {
      querystring: managerTeamQuerySchema,
      response: { 200: managerTeamSchema },
    }),
    // D129: reused per manager and desk, as the dashboard is.
    async (request) => {
      const actor = request.actor!;
      const key = `manager-team:${actor.id}:${actor.deskId}:${JSON.stringify(request.query)}`;
      return app.figuresCache.get(key, () => managerTeamPage(db, actor, request.query));
    },
  );
  registerDeskRoutes(app);
}
