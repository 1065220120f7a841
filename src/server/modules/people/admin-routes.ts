import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed-routes';
import { registerCaseRoutes } from '../cases';
import { registerDeskRoutes } from '../desks';
import { registerFinancialsRoutes, registerFirmAnalyticsRoutes, registerStatsRoutes } from '../insights';
import { registerOutboxRoutes } from '../notifications';
import { registerSystemRoutes } from '../system';
import { registerAssignmentRoutes } from './assignments';
import { registerUserRoutes } from './users';
import { registerUserDetailRoutes } from './users-detail';

/** The admin console's API (spec §2 "Admin dashboard"); who may call it: access/route-policy.ts. */
export async function adminRoutes(appBase: FastifyInstance) {
  const app = typed(appBase);
  registerUserRoutes(app);
  registerUserDetailRoutes(app);
  registerAssignmentRoutes(app);
  registerDeskRoutes(app);
  registerStatsRoutes(app);
  registerCaseRoutes(app);
  registerSystemRoutes(app);
  registerOutboxRoutes(app);
  registerFinancialsRoutes(app);
  registerFirmAnalyticsRoutes(app);
}
