import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseDeadlineSchema,
  caseDeadlinesSchema,
  closeDeadlineRequestSchema,
  deadlineParamsSchema,
} from '../../../shared/contracts/deadlines';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import { callOf } from '../../core/audit';
import { caseStaff, route } from '../../lib/route-schemas';
import { closeDeadline } from './close';
import { listCaseDeadlines } from './list';
import { dayOf } from './read';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['deadlines'];

/** The windows a case's payments open and their outcome (issue 21 item 3): the case's team only. */
export async function deadlinesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/cases/:id/deadlines',
    route(tags, caseStaff, "Every deadline of the case's payments under the firm's rules, soonest first", {
      params: caseParamsSchema,
      response: { 200: caseDeadlinesSchema },
    }),
    async (request) => listCaseDeadlines(db, request.actor!, request.params.id, dayOf(new Date())),
  );

  app.post(
    '/api/cases/:id/deadlines/:paymentId/:ruleId/close',
    route(tags, caseStaff, 'Record a deadline met or waived, with the reason; on the timeline and audited', {
      params: deadlineParamsSchema,
      body: closeDeadlineRequestSchema,
      response: { 200: caseDeadlineSchema },
    }),
    async (request) =>
      closeDeadline({
        ...callOf(db, request),
        caseId: request.params.id,
        paymentId: request.params.paymentId,
        ruleId: request.params.ruleId,
        input: request.body,
        today: dayOf(new Date()),
      }),
  );
}
