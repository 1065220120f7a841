import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptFeeAgreementRequestSchema,
  feeAgreementAcceptedSchema,
  feeAgreementQuerySchema,
  feeAgreementSchema,
} from '../../../shared/contracts/cases-fee-agreement';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import { callOf } from '../../core/audit';
import { getFirmSettings } from '../../core/firm-settings';
import { attachmentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route-schemas';
import { acceptedFeeAgreementRecord, acceptFeeAgreement, loadFeeAgreement } from './fee-agreement';
import { renderFeeAgreementHtml } from './fee-agreement-document';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['cases'];

/** The engagement and fee agreement a client accepts before their case leaves phase `new`. */
export async function feeAgreementRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/cases/:id/fee-agreement',
    route(
      tags,
      'signed-in',
      'The fee agreement of a case: the text to read, or the text accepted and the acceptance',
      {
        params: caseParamsSchema,
        querystring: feeAgreementQuerySchema,
        response: { 200: feeAgreementSchema },
      },
    ),
    async (request) => loadFeeAgreement(db, request.actor!, request.params.id, request.query.language),
  );

  app.post(
    '/api/cases/:id/fee-agreement',
    route(
      tags,
      ['client'],
      'Accept the fee agreement of your case by typing your full name (once per case)',
      {
        params: caseParamsSchema,
        body: acceptFeeAgreementRequestSchema,
        response: { 201: feeAgreementAcceptedSchema },
      },
    ),
    async (request, reply) =>
      reply.status(201).send(
        await acceptFeeAgreement({
          ...callOf(db, request),
          caseId: request.params.id,
          input: request.body,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      ),
  );

  app.get(
    '/api/cases/:id/fee-agreement/document',
    route(
      tags,
      'signed-in',
      'The accepted fee agreement with its record of acceptance, as a printable HTML file',
      { params: caseParamsSchema, response: { 200: z.string().describe('text/html') } },
    ),
    async (request, reply) => {
      const record = await acceptedFeeAgreementRecord(db, request.actor!, request.params.id);
      const { firmProfile } = await getFirmSettings(db);
      const html = renderFeeAgreementHtml({ ...record, firmName: firmProfile.legalName });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`fee-agreement-${record.reference}.html`))
        .header('x-content-type-options', 'nosniff')
        .send(html);
    },
  );
}
