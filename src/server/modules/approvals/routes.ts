import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  proposalDecisionSchema,
  proposalListQuerySchema,
  proposalListSchema,
} from '../../../shared/contracts/approvals';
import { idParamsSchema } from '../../../shared/contracts/common';
import { auditContextOf, callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import { decideProposal, listProposals, withdrawProposal } from './service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['approvals'];

/** D37: changes to the firm's controls wait here for a second admin. */
export async function approvalsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/api/admin/approvals',
    route(tags, ['admin'], 'Proposed changes to controls, newest first: pending ones, or all (D37)', {
      querystring: proposalListQuerySchema,
      response: { 200: proposalListSchema },
    }),
    async (request) => listProposals(db, request.query.status),
  );
  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/api/admin/approvals/:id/${decision}`,
      route(
        tags,
        ['admin'],
        decision === 'approve'
          ? 'Approve a proposal made by another admin or a manager: the change is applied now (D37)'
          : 'Decline a proposal made by another admin or a manager: nothing changes (D37)',
        { params: idParamsSchema, response: { 200: proposalDecisionSchema } },
        { stepUp: true },
      ),
      async (request) => {
        const { message, proposal } = await decideProposal({
          db,
          config,
          mail: app.deps.mail,
          decider: { actor: request.actor!, audit: auditContextOf(request) },
          id: request.params.id,
          decision,
        });
        return withNote(request, { message, proposal });
      },
    );
  }
  app.post(
    '/api/approvals/:id/withdraw',
    route(
      tags,
      ['admin', 'manager'],
      'Withdraw a proposal you made; nothing changes (D37)',
      { params: idParamsSchema, response: { 200: proposalDecisionSchema } },
      { stepUp: true },
    ),
    async (request) =>
      withNote(request, await withdrawProposal({ ...callOf(db, request), id: request.params.id })),
  );
}
