import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../../shared/contracts/ledger';
import {
  adminWithdrawalQuerySchema,
  beneficiarySchema,
  createPayoutMethodRequestSchema,
  createWithdrawalRequestSchema,
  markPaidRequestSchema,
  payoutMethodListSchema,
  payoutMethodSchema,
  rejectWithdrawalRequestSchema,
  withdrawalListSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
} from '../../../shared/contracts/withdrawals';
import { callOf } from '../../core/audit';
import { noContentSchema, route } from '../../lib/route-schemas';
import { revealBeneficiary } from './beneficiary';
import { addPayoutMethod, listPayoutMethods, removePayoutMethod } from './payout-methods';
import { decideWithdrawal, listMyWithdrawals, listWithdrawalsForAdmin, requestWithdrawal } from './service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['withdrawals'];

/** D27: what sends money out, or changes where it goes, asks for a recent password or factor check. */
const STEP_UP = { stepUp: true } as const;

export async function withdrawalRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/api/client/payout-methods',
    route(tags, ['client'], 'Your payout methods', { response: { 200: payoutMethodListSchema } }),
    async (request) => ({ payoutMethods: await listPayoutMethods(db, request.actor!) }),
  );
  app.get(
    '/api/client/crypto-wallets',
    route(tags, ['client'], 'Your crypto wallet payout methods', {
      response: { 200: payoutMethodListSchema },
    }),
    async (request) => ({ payoutMethods: await listPayoutMethods(db, request.actor!, 'crypto_wallet') }),
  );
  app.post(
    '/api/client/payout-methods',
    route(
      tags,
      ['client'],
      'Add a bank account or wallet in your own name',
      { body: createPayoutMethodRequestSchema, response: { 201: payoutMethodSchema } },
      STEP_UP,
    ),
    async (request, reply) =>
      reply.status(201).send(
        await addPayoutMethod({
          ...callOf(db, request),
          sessionSecret: config.sessionSecret,
          input: request.body,
        }),
      ),
  );
  app.delete(
    '/api/client/payout-methods/:id',
    route(
      tags,
      ['client'],
      'Remove a payout method',
      { params: withdrawalParamsSchema, response: { 204: noContentSchema } },
      STEP_UP,
    ),
    async (request, reply) => {
      await removePayoutMethod({
        ...callOf(db, request),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/client/withdrawals',
    route(tags, ['client'], 'Your withdrawals', { response: { 200: withdrawalListSchema } }),
    async (request) => {
      const list = await listMyWithdrawals(db, request.actor!);
      return { withdrawals: list, total: list.length };
    },
  );
  app.post(
    '/api/client/withdrawals',
    route(
      tags,
      ['client'],
      'Ask for a withdrawal of available funds (the amount is held at once)',
      {
        headers: idempotencyHeadersSchema,
        body: createWithdrawalRequestSchema,
        response: { 200: withdrawalSchema, 201: withdrawalSchema },
      },
      STEP_UP,
    ),
    async (request, reply) => {
      const { replayed, result } = await requestWithdrawal({
        ...callOf(db, request),
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );
  app.get(
    '/api/admin/withdrawals',
    route(tags, ['admin'], 'Withdrawals, pending first', {
      querystring: adminWithdrawalQuerySchema,
      response: { 200: withdrawalListSchema },
    }),
    async (request) => listWithdrawalsForAdmin(db, request.query),
  );
  app.post(
    '/api/admin/withdrawals/:id/beneficiary',
    route(
      tags,
      ['admin'],
      'The full payee details (IBAN or wallet address) of an approved withdrawal, for whoever pays it out; every reveal is audited',
      {
        description:
          'Only while the withdrawal is approved and waiting to be paid (else 409), and not to its approver when a second person must pay it (409). A second reveal by the same person is answered and audited again; the answer counts the earlier ones.',
        params: withdrawalParamsSchema,
        response: { 200: beneficiarySchema },
      },
      // Issue 31: the full account is what a thief would need to redirect a payout.
      STEP_UP,
    ),
    async (request) =>
      revealBeneficiary({
        ...callOf(db, request),
        id: request.params.id,
        sessionSecret: config.sessionSecret,
      }),
  );
  /**
   * The lifecycle steps (D12): one route each, all answered by decideWithdrawal. Approving and
   * marking paid send money out (step-up, D27); cancelling and rejecting only give the hold back.
   */
  const steps = [
    {
      url: '/api/client/withdrawals/:id/cancel',
      action: 'cancel',
      access: ['client'],
      stepUp: false,
      summary: 'Cancel your pending withdrawal',
    },
    {
      url: '/api/admin/withdrawals/:id/approve',
      action: 'approve',
      access: ['admin'],
      stepUp: true,
      summary: 'Approve a pending withdrawal',
    },
    {
      url: '/api/admin/withdrawals/:id/reject',
      action: 'reject',
      access: ['admin'],
      stepUp: true,
      summary: 'Reject a pending withdrawal with a reason the client sees (D12)',
      body: rejectWithdrawalRequestSchema,
    },
    {
      url: '/api/admin/withdrawals/:id/mark-paid',
      action: 'mark_paid',
      access: ['admin'],
      stepUp: true,
      summary: 'Record that an approved withdrawal was paid out',
      body: markPaidRequestSchema,
    },
  ] as const;
  for (const step of steps) {
    app.post(
      step.url,
      route(
        tags,
        step.access,
        step.summary,
        {
          params: withdrawalParamsSchema,
          ...('body' in step ? { body: step.body } : {}),
          response: { 200: withdrawalSchema },
        },
        { stepUp: step.stepUp },
      ),
      async (request) => {
        const body = request.body as { reason?: string; reference?: string } | undefined;
        return decideWithdrawal({
          ...callOf(db, request),
          id: request.params.id,
          action: step.action,
          reason: body?.reason,
          reference: body?.reference,
        });
      },
    );
  }
}
