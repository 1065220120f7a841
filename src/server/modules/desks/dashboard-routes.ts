import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managerCaseListSchema, managerCaseQuerySchema } from '../../../shared/contracts/desks';
import { errorResponses } from '../../lib/route-schemas';
import { listManagerCases } from '../cases';

/** The manager workspace's own lists (issue 6 §11), beside the dashboard in routes.ts. */
export async function managerRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.get(
    '/api/manager/cases',
    {
      schema: {
        tags: ['manager'],
        summary: 'Your desk’s cases: sort by any column, filter by status, lawyer or search, paged',
        querystring: managerCaseQuerySchema,
        response: { 200: managerCaseListSchema, ...errorResponses },
      },
    },
    async (request) => listManagerCases(db, request.actor!, request.query),
  );
}
