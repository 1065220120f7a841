import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '../../../shared/contracts/audit';
import { errorResponses } from '../../lib/route-schemas';
import { listAuditEntries } from './queries';

export async function auditRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The audit trail, newest first (admins only)',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, ...errorResponses },
      },
    },
    async (request) => listAuditEntries(app.deps.db, request.query),
  );
}
