import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lawyerAnalyticsSchema } from '../../../shared/contracts/insights-lawyer';
import { route } from '../../lib/route-schemas';
import { registerFinancialsRoutes } from './financials';
import { registerFirmAnalyticsRoutes } from './firm-analytics';
import { lawyerAnalytics } from './lawyer-analytics';
import { registerStatsRoutes } from './stats';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['insights'];

/** Insights: the admin's stats, financials and firm analytics; a lawyer's own analytics (issue 6 item 7). */
export async function insightsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/lawyer/analytics',
    route(
      tags,
      ['lawyer'],
      'Your analytics (D3): success rate and recovery time vs the firm’s targets, ratings, phases, recovered per month',
      { response: { 200: lawyerAnalyticsSchema } },
    ),
    // D128: read from summaries only, so reused like the firm's figures, per lawyer.
    async (request) =>
      app.figuresCache.get(`lawyer-analytics:${request.actor!.id}`, () =>
        lawyerAnalytics(db, request.actor!),
      ),
  );
  registerStatsRoutes(app);
  registerFinancialsRoutes(app);
  registerFirmAnalyticsRoutes(app);
}
