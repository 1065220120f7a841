import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { conflictDecisionRequestSchema, leadConflictsSchema } from '../../../shared/contracts/conflicts';
import {
  contactLeadRequestSchema,
  convertLeadRequestSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  qualifyLeadRequestSchema,
  rejectLeadRequestSchema,
} from '../../../shared/contracts/leads';
import { callOf } from '../../core/audit';
import { caseStaff, route } from '../../lib/route-schemas';
import { decideLeadConflict, getLeadConflicts } from './conflicts';
import { type LeadStepInput, listLeads, moveLead } from './service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['leads'];

/** Leads (D21): the list a lawyer, manager or admin may work on, and the lifecycle steps. */
export async function leadsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const secret = config.sessionSecret;

  app.get(
    '/api/lawyer/leads',
    route(tags, caseStaff, 'Leads you may work on: new ones of your desk’s countries, and your own (D21)', {
      querystring: leadListQuerySchema,
      response: { 200: leadListSchema },
    }),
    async (request) => listLeads(db, request.actor!, request.query, secret),
  );
  /** The lifecycle steps: one route each, all answered by moveLead. */
  const steps = [
    { action: 'contact', body: contactLeadRequestSchema, summary: 'Record that you contacted the lead' },
    { action: 'qualify', body: qualifyLeadRequestSchema, summary: 'Mark the lead as qualified' },
    { action: 'reject', body: rejectLeadRequestSchema, summary: 'Decline the lead, with the reason' },
    {
      action: 'convert',
      body: convertLeadRequestSchema,
      summary: 'Convert the lead: its case goes to a lawyer (yourself, or a lawyer of your desk)',
      // D36: converting opens a case and assigns it, an assignment like any other.
      stepUp: true,
    },
  ] as const;
  for (const step of steps) {
    app.post(
      `/api/leads/:id/${step.action}`,
      route(
        tags,
        caseStaff,
        step.summary,
        {
          params: idParamsSchema,
          body: step.body,
          response: { 200: leadSchema },
        },
        { stepUp: 'stepUp' in step },
      ),
      async (request) =>
        moveLead({
          ...callOf(db, request),
          id: request.params.id,
          input: { action: step.action, ...request.body } as LeadStepInput,
          secret,
        }),
    );
  }

  app.get(
    '/api/leads/:id/conflicts',
    route(
      tags,
      caseStaff,
      'The lead’s conflict check: the registrant’s matches with indicators, adverse parties and people, and the decision',
      { params: idParamsSchema, response: { 200: leadConflictsSchema } },
    ),
    async (request) => getLeadConflicts({ db, actor: request.actor!, secret, id: request.params.id }),
  );

  app.post(
    '/api/leads/:id/conflict-decision',
    route(
      tags,
      caseStaff,
      'Clear the lead’s conflicts or decline the matter, with the reason (declining declines the lead); audited',
      { params: idParamsSchema, body: conflictDecisionRequestSchema, response: { 200: leadConflictsSchema } },
      { stepUp: true },
    ),
    async (request) => {
      const call = callOf(db, request);
      const id = request.params.id;
      return decideLeadConflict({
        ...call,
        secret,
        id,
        input: request.body,
        reject: (tx, reason) =>
          moveLead({ ...call, db: tx, id, input: { action: 'reject', reason }, secret }),
      });
    },
  );
}
