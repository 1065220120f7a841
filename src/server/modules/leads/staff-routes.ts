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
import { managerDashboardQuerySchema, managerDashboardSchema } from '../../../shared/contracts/desks';
import {
  contactLeadRequestSchema,
  convertLeadRequestSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  qualifyLeadRequestSchema,
  rejectLeadRequestSchema,
} from '../../../shared/contracts/leads';
import {
  createTeamMemberRequestSchema,
  createTeamMemberResponseSchema,
} from '../../../shared/contracts/people';
import {
  createLawyerClientRequestSchema,
  createLawyerClientResponseSchema,
  lawyerClientListSchema,
  lawyerClientQuerySchema,
} from '../../../shared/contracts/people-clients';
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { assignCase, lawyerDashboard, listLawyerCases } from '../cases';
import { managerDashboard } from '../desks';
import { createLawyerClient, createTeamMember, listLawyerClients } from '../people';
import { type LeadStepInput, listLeads, moveLead } from './service';

export async function staffRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  // ── leads (D21) ──
  app.get(
    '/api/lawyer/leads',
    {
      schema: {
        tags: ['leads'],
        summary: 'Leads you may work on: new ones of your desk’s countries, and your own (D21)',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, ...errorResponses },
      },
    },
    async (request) => listLeads(db, request.actor!, request.query),
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
    },
  ] as const;
  for (const step of steps) {
    app.post(
      `/api/leads/:id/${step.action}`,
      {
        schema: {
          tags: ['leads'],
          summary: step.summary,
          params: idParamsSchema,
          body: step.body,
          response: { 200: leadSchema, ...errorResponses },
        },
      },
      async (request) =>
        moveLead({
          db,
          actor: request.actor!,
          id: request.params.id,
          input: { action: step.action, ...request.body } as LeadStepInput,
          request: auditContextOf(request),
        }),
    );
  }

  // ── lawyer workspace ──
  const lawyerTags = ['lawyer'];
  app.get(
    '/api/lawyer/dashboard',
    {
      schema: {
        tags: lawyerTags,
        summary: 'Your overview: active cases, recovered, success rate (D3), new leads, urgent tasks',
        response: { 200: lawyerDashboardSchema, ...errorResponses },
      },
    },
    async (request) => lawyerDashboard(db, request.actor!),
  );
  app.get(
    '/api/lawyer/cases',
    {
      schema: {
        tags: lawyerTags,
        summary: 'Your cases: search client name or title, filter status and priority',
        querystring: lawyerCaseQuerySchema,
        response: { 200: lawyerCaseListSchema, ...errorResponses },
      },
    },
    async (request) => listLawyerCases(db, request.actor!, request.query),
  );
  app.get(
    '/api/lawyer/clients',
    {
      schema: {
        tags: lawyerTags,
        summary: 'Clients with a case assigned to you',
        querystring: lawyerClientQuerySchema,
        response: { 200: lawyerClientListSchema, ...errorResponses },
      },
    },
    async (request) => listLawyerClients(db, request.actor!, request.query),
  );
  app.post(
    '/api/lawyer/clients',
    {
      schema: {
        tags: lawyerTags,
        summary: 'Add a client: invited by email to set a password (D11), with a case assigned to you',
        body: createLawyerClientRequestSchema,
        response: { 201: createLawyerClientResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createLawyerClient({
          db,
          config,
          actor: request.actor!,
          input: request.body,
          request: auditContextOf(request),
        }),
      ),
  );

  // ── manager workspace ──
  const managerTags = ['manager'];
  app.get(
    '/api/manager/dashboard',
    {
      schema: {
        tags: managerTags,
        summary: 'Your desk: stats, cases (a page, newest first), team and performance',
        querystring: managerDashboardQuerySchema,
        response: { 200: managerDashboardSchema, ...errorResponses },
      },
    },
    async (request) => managerDashboard(db, request.actor!, request.query),
  );
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/cases/:id/assign',
      schema: {
        tags: ['cases'],
        summary: 'Assign a lawyer to a case (managers: lawyers of their own desk)',
        params: idParamsSchema,
        body: assignCaseRequestSchema,
        response: { 200: assignedCaseSchema, ...errorResponses },
      },
      handler: async (request) =>
        assignCase({
          db,
          actor: request.actor!,
          caseId: request.params.id,
          lawyerId: request.body.lawyerId,
          request: auditContextOf(request),
        }),
    });
  }
  app.post(
    '/api/manager/team-members',
    {
      schema: {
        tags: managerTags,
        summary: 'Add a lawyer or manager to your desk; they get an invitation link (D11)',
        body: createTeamMemberRequestSchema,
        response: { 201: createTeamMemberResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createTeamMember({
          db,
          config,
          actor: request.actor!,
          input: request.body,
          request: auditContextOf(request),
        }),
      ),
  );
}
