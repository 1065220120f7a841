import type { FastifyInstance } from 'fastify';
import { registerAssignmentRoutes } from './assignments';
import { registerCaseRoutes } from './cases';
import { typed } from './common';
import { registerDeskRoutes } from './desks';
import { registerFinancialsRoutes } from './financials';
import { registerFirmAnalyticsRoutes } from './firm-analytics';
import { registerOutboxRoutes } from './outbox';
import { registerStatsRoutes } from './stats';
import { registerSystemRoutes } from './system';
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
