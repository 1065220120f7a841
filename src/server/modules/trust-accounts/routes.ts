import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proposalMadeSchema } from '../../../shared/contracts/approvals';
import { idParamsSchema } from '../../../shared/contracts/common';
import { trustAccountInputSchema, trustAccountListSchema } from '../../../shared/contracts/trust-accounts';
import { callOf } from '../../core/audit';
import { withNote } from '../../core/messages';
import { route } from '../../lib/route-schemas';
import { proposeTrustAccount, proposeTrustAccountChange } from './proposals';
import { listTrustAccounts, pendingTrustAccountProposals } from './service';

const tags = ['trust-accounts'];

/** D42: the firm's registered trust accounts; only their statements are imported. */
export async function trustAccountsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/trust-accounts',
    route(tags, ['admin'], 'The registered trust accounts, and proposals of one waiting for a second admin', {
      response: { 200: trustAccountListSchema },
    }),
    async () => ({ accounts: await listTrustAccounts(db), pending: await pendingTrustAccountProposals(db) }),
  );

  app.post(
    '/api/admin/trust-accounts',
    route(
      tags,
      ['admin'],
      'Propose a trust account (bank, IBAN or account number and bank code, BIC, currency, opening date): a second admin approves it (D37, D42)',
      {
        description:
          'At most one account per currency (the ledger keeps one trust account per currency); an IBAN or account number registered already, 400.',
        body: trustAccountInputSchema,
        response: { 202: proposalMadeSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply
        .status(202)
        .send(withNote(request, await proposeTrustAccount({ ...callOf(db, request), input: request.body }))),
  );

  app.put(
    '/api/admin/trust-accounts/:id',
    route(
      tags,
      ['admin'],
      'Propose a change to a trust account: a second admin approves it (D37, D42)',
      {
        description:
          'Once statements are imported into the account, its IBAN or number and currency stay and its opening date may not move past the first statement: 400.',
        params: idParamsSchema,
        body: trustAccountInputSchema,
        response: { 202: proposalMadeSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply.status(202).send(
        withNote(
          request,
          await proposeTrustAccountChange({
            ...callOf(db, request),
            id: request.params.id,
            input: request.body,
          }),
        ),
      ),
  );
}
