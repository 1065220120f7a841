import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseIndicatorParamsSchema,
  caseIndicatorsSchema,
  indicatorParamsSchema,
  indicatorStatusRequestSchema,
  schemeSchema,
  withdrawReviewRequestSchema,
} from '../../../shared/contracts/indicators';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import { callOf } from '../../core/audit';
import { readerLanguage } from '../../core/messages';
import { attachmentDisposition } from '../../lib/content-disposition';
import { caseStaff, noContentSchema, route } from '../../lib/route-schemas';
import { caseIndicators } from './case-indicators';
import { reviewIndicatorOnCase, withdrawIndicatorReview } from './case-review';
import { schemeOfCase } from './scheme';
import { EXPORT_FORMATS, exportScheme } from './scheme-export';
import { setIndicatorStatus } from './status';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['indicators'];

/** Links between cases through shared indicators, the firm's word on them, and schemes (issue 21 item 2). */
export async function indicatorsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/cases/:id/indicators',
    route(
      tags,
      caseStaff,
      "A case's indicators and the other cases naming each (details only where you may open them)",
      {
        params: caseParamsSchema,
        response: { 200: caseIndicatorsSchema },
      },
    ),
    async (request) => caseIndicators(db, request.actor!, request.params.id),
  );

  app.get(
    '/api/cases/:id/scheme',
    route(
      tags,
      caseStaff,
      'The cases connected to this one through shared indicators, with totals and phases',
      {
        params: caseParamsSchema,
        response: { 200: schemeSchema },
      },
    ),
    async (request) => schemeOfCase(db, request.actor!, request.params.id),
  );

  app.get(
    '/api/cases/:id/scheme/export',
    route(
      tags,
      caseStaff,
      "The scheme's indicators as CSV or as a STIX 2.1 bundle, aggregates only (audited)",
      {
        params: caseParamsSchema,
        querystring: z.object({ format: z.enum(EXPORT_FORMATS, { message: 'Choose csv or stix' }) }),
        response: { 200: z.string().describe('The file') },
      },
    ),
    async (request, reply) => {
      const file = await exportScheme({
        ...callOf(db, request),
        caseId: request.params.id,
        format: request.query.format,
        language: readerLanguage(request),
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.body);
    },
  );

  app.put(
    '/api/indicators/:id/status',
    route(
      tags,
      caseStaff,
      'Mark an indicator confirmed scam, false match (stops linking) or unreviewed, with a reason',
      {
        params: indicatorParamsSchema,
        body: indicatorStatusRequestSchema,
        response: { 204: noContentSchema },
      },
    ),
    async (request, reply) => {
      await setIndicatorStatus({
        ...callOf(db, request),
        indicatorId: request.params.id,
        input: request.body,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/cases/:id/indicators/:indicatorId/review',
    route(
      tags,
      caseStaff,
      'Mark an indicator reviewed on this case (D38, D131: the public check counts such reviews on cases with a signed fee agreement, by someone who did not enter it, with a second member of staff on the case)',
      { params: caseIndicatorParamsSchema, response: { 204: noContentSchema } },
    ),
    async (request, reply) => {
      await reviewIndicatorOnCase({
        ...callOf(db, request),
        caseId: request.params.id,
        indicatorId: request.params.indicatorId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/cases/:id/indicators/:indicatorId/review/withdraw',
    route(
      tags,
      caseStaff,
      "Withdraw this case's review of an indicator, with the reason (the record stays)",
      {
        params: caseIndicatorParamsSchema,
        body: withdrawReviewRequestSchema,
        response: { 204: noContentSchema },
      },
    ),
    async (request, reply) => {
      await withdrawIndicatorReview({
        ...callOf(db, request),
        caseId: request.params.id,
        indicatorId: request.params.indicatorId,
        reason: request.body.reason,
      });
      return reply.code(204).send(null);
    },
  );
}
