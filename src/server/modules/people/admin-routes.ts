import type { FastifyInstance } from 'fastify';
import { typed } from '../../lib/typed-routes';
import { registerCaseRoutes } from '../cases/all-cases';
import { registerDeskRoutes } from '../desks/desks';
import { registerFinancialsRoutes } from '../insights/financials';
import { registerFirmAnalyticsRoutes } from '../insights/firm-analytics';
import { registerStatsRoutes } from '../insights/stats';
import { registerOutboxRoutes } from '../notifications/outbox';
import { registerSystemRoutes } from '../system/system';
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
