import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '../../../shared/contracts/audit';
import { errorBodySchema } from '../../../shared/domain/errors';
import { listAuditEntries } from './queries';

export async function auditRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit trail, newest first (admins only)',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listAuditEntries(app.deps.db, request.query),
  );
}
