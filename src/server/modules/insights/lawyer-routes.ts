import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lawyerAnalyticsSchema,
  lawyerDocumentListSchema,
  lawyerDocumentQuerySchema,
} from '../../../shared/contracts/insights-lawyer';
import { errorResponses } from '../../lib/route-schemas';
import { listLawyerDocuments } from '../documents';
import { lawyerAnalytics } from './lawyer-analytics';

/** The lawyer workspace's analytics and documents tabs (issue 6 items 7–8). */
export async function lawyerInsightsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['lawyer'];

  app.get(
    '/api/lawyer/analytics',
    {
      schema: {
        tags,
        summary:
          'Your analytics (D3): success rate and recovery time vs the firm’s targets, ratings, phases, recovered per month',
        response: { 200: lawyerAnalyticsSchema, ...errorResponses },
      },
    },
    async (request) => lawyerAnalytics(db, request.actor!),
  );
  app.get(
    '/api/lawyer/documents',
    {
      schema: {
        tags,
        summary: 'Evidence documents of your cases, newest first; filter by review status',
        querystring: lawyerDocumentQuerySchema,
        response: { 200: lawyerDocumentListSchema, ...errorResponses },
      },
    },
    async (request) => listLawyerDocuments(db, request.actor!, request.query),
  );
}
