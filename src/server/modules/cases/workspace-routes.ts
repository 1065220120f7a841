import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignCaseRequestSchema,
  assignedCaseSchema,
  lawyerCaseListSchema,
  lawyerCaseQuerySchema,
  lawyerDashboardSchema,
} from '../../../shared/contracts/cases-lists';
import { idParamsSchema } from '../../../shared/contracts/common';
import { managerCaseListSchema, managerCaseQuerySchema } from '../../../shared/contracts/desks';
import { callOf } from '../../core/audit';
import { route } from '../../lib/route-schemas';
import { registerCaseRoutes } from './all-cases';
import { assignCase } from './assignment';
import { listManagerCases } from './desk-cases';
import { lawyerDashboard, listLawyerCases } from './lawyer-cases';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

/** The case lists of each workspace (lawyer, desk, admin), the lawyer's overview, and assigning a case. */
export async function caseWorkspaceRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/lawyer/dashboard',
    route(
      tags,
      ['lawyer'],
      'Your overview: active cases, recovered, success rate (D3), new leads, urgent tasks',
      { response: { 200: lawyerDashboardSchema } },
    ),
    async (request) => lawyerDashboard(db, request.actor!, app.figuresCache),
  );
  app.get(
    '/api/lawyer/cases',
    route(tags, ['lawyer'], 'Your cases: search client name or title, filter status and priority', {
      querystring: lawyerCaseQuerySchema,
      response: { 200: lawyerCaseListSchema },
    }),
    // D129: reused per lawyer until a committed change to what the list reads.
    async (request) =>
      app.figuresCache.get(`lawyer-cases:${request.actor!.id}:${JSON.stringify(request.query)}`, () =>
        listLawyerCases(db, request.actor!, request.query),
      ),
  );
  // The desk's cases, sorted and filtered (issue 6 §11); the desk is the manager's own (D21).
  app.get(
    '/api/manager/cases',
    route(
      tags,
      ['manager'],
      'Your desk’s cases: sort by any column, filter by status, lawyer or search, paged',
      { querystring: managerCaseQuerySchema, response: { 200: managerCaseListSchema } },
    ),
    async (request) => listManagerCases(db, request.actor!, request.query, app.deps.config.sessionSecret),
  );
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/cases/:id/assign',
      ...route(
        tags,
        ['manager', 'admin'],
        'Assign a lawyer to a case (managers: lawyers of their own desk)',
        {
          params: idParamsSchema,
          body: assignCaseRequestSchema,
          response: { 200: assignedCaseSchema },
        },
        { stepUp: true },
      ),
      handler: async (request) =>
        assignCase({
          ...callOf(db, request),
          caseId: request.params.id,
          lawyerId: request.body.lawyerId,
          secret: app.deps.config.sessionSecret,
        }),
    });
  }
  registerCaseRoutes(app);
}
