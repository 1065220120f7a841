import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseDetailSchema,
  caseTeamSchema,
  timelineSchema,
  updateCaseRequestSchema,
  updatePhaseRequestSchema,
} from '../../../shared/contracts/cases';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import { pageQuerySchema } from '../../../shared/contracts/pagination';
import { callOf } from '../../core/audit';
import { caseStaff, route } from '../../lib/route-schemas';
import { clientRoutes } from './client-routes';
import { feeAgreementRoutes } from './fee-agreement-routes';
import { listTimeline, loadCaseDetail, scopedCase } from './queries';
import { changePhase, updateCase } from './service';
import { loadCaseTeam } from './team';
import { caseWorkspaceRoutes } from './workspace-routes';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

/**
 * A case, its phase, timeline and team. A role list lets staff in; caseScope (D21) then answers
 * 404 outside their own cases.
 */
export async function casesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // Where the client follows their case; the phase email links to it.

  app.get(
    '/api/cases/:id',
    route(tags, 'signed-in', 'A case, for its client and its team (amounts from the ledger)', {
      params: caseParamsSchema,
      response: { 200: caseDetailSchema },
    }),
    async (request) => loadCaseDetail(db, request.actor!, request.params.id),
  );

  app.put(
    '/api/cases/:id',
    route(tags, caseStaff, 'Change the title, priority, next action or due date of a case', {
      params: caseParamsSchema,
      body: updateCaseRequestSchema,
      response: { 200: caseDetailSchema },
    }),
    async (request) =>
      updateCase({
        ...callOf(db, request),
        caseId: request.params.id,
        input: request.body,
      }),
  );

  app.put(
    '/api/cases/:id/phase',
    route(tags, caseStaff, 'Move a case to another phase; the client is notified (in-app and email)', {
      params: caseParamsSchema,
      body: updatePhaseRequestSchema,
      response: { 200: caseDetailSchema },
    }),
    async (request) =>
      changePhase({
        ...callOf(db, request),
        caseId: request.params.id,
        phase: request.body.phase,
        notes: request.body.notes,
      }),
  );

  app.get(
    '/api/cases/:id/timeline',
    route(tags, 'signed-in', "A case's timeline, newest first (a client sees the events meant for them)", {
      params: caseParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: timelineSchema },
    }),
    async (request) => {
      const actor = request.actor!;
      const theCase = await scopedCase(db, actor, request.params.id);
      return listTimeline(db, {
        caseId: theCase.id,
        clientView: actor.role === 'client',
        ...request.query,
      });
    },
  );

  app.get(
    '/api/cases/:id/team',
    route(
      tags,
      'signed-in',
      "A case's team: its lawyer and its desk's managers, with the language each uses",
      { params: caseParamsSchema, response: { 200: caseTeamSchema } },
    ),
    async (request) => loadCaseTeam(db, request.actor!, request.params.id),
  );

  await clientRoutes(app);
  await feeAgreementRoutes(app);
  await caseWorkspaceRoutes(app);
}
