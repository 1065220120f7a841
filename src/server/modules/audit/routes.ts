import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '../../../shared/contracts/audit';
import { route } from '../../lib/route-schemas';
import { listAuditEntries } from './queries';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['audit'];

export async function auditRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit',
    route(tags, ['admin'], 'The audit trail, newest first (admins only)', {
      querystring: auditListQuerySchema,
      response: { 200: auditListSchema },
    }),
    async (request) => listAuditEntries(app.deps.db, request.query),
  );
}
