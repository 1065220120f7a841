import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '../../../shared/contracts/ledger';
import {
  adminWithdrawalQuerySchema,
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
import { auditContextOf } from '../../core/audit';
import { errorResponses, noContentSchema } from '../../lib/route-schemas';
import { addPayoutMethod, listPayoutMethods, removePayoutMethod } from './payout-methods';
import { decideWithdrawal, listMyWithdrawals, listWithdrawalsForAdmin, requestWithdrawal } from './service';

const tags = ['withdrawals'];

export async function withdrawalRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/api/client/payout-methods',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'Your payout methods',
        response: { 200: payoutMethodListSchema, ...errorResponses },
      },
    },
    async (request) => ({ payoutMethods: await listPayoutMethods(db, request.actor!) }),
  );
  app.get(
    '/api/client/crypto-wallets',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'Your crypto wallet payout methods',
        response: { 200: payoutMethodListSchema, ...errorResponses },
      },
    },
    async (request) => ({ payoutMethods: await listPayoutMethods(db, request.actor!, 'crypto_wallet') }),
  );
  app.post(
    '/api/client/payout-methods',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'Add a bank account or wallet in your own name',
        body: createPayoutMethodRequestSchema,
        response: { 201: payoutMethodSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addPayoutMethod({
          db,
          sessionSecret: config.sessionSecret,
          actor: request.actor!,
          input: request.body,
          request: auditContextOf(request),
        }),
      ),
  );
  app.delete(
    '/api/client/payout-methods/:id',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'Remove a payout method',
        params: withdrawalParamsSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await removePayoutMethod({
        db,
        actor: request.actor!,
        id: request.params.id,
        request: auditContextOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/client/withdrawals',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'Your withdrawals',
        response: { 200: withdrawalListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const list = await listMyWithdrawals(db, request.actor!);
      return { withdrawals: list, total: list.length };
    },
  );
  app.post(
    '/api/client/withdrawals',
    {
      config: { access: ['client'] },
      schema: {
        tags,
        summary: 'Ask for a withdrawal of available funds (the amount is held at once)',
        headers: idempotencyHeadersSchema,
        body: createWithdrawalRequestSchema,
        response: { 200: withdrawalSchema, 201: withdrawalSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { replayed, result } = await requestWithdrawal({
        db,
        actor: request.actor!,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        request: auditContextOf(request),
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );
  app.get(
    '/api/admin/withdrawals',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Withdrawals, pending first',
        querystring: adminWithdrawalQuerySchema,
        response: { 200: withdrawalListSchema, ...errorResponses },
      },
    },
    async (request) => listWithdrawalsForAdmin(db, request.query),
  );
  /** The lifecycle steps (D12): one route each, all answered by decideWithdrawal. */
  const steps = [
    {
      url: '/api/client/withdrawals/:id/cancel',
      action: 'cancel',
      access: ['client'],
      summary: 'Cancel your pending withdrawal',
    },
    {
      url: '/api/admin/withdrawals/:id/approve',
      action: 'approve',
      access: ['admin'],
      summary: 'Approve a pending withdrawal',
    },
    {
      url: '/api/admin/withdrawals/:id/reject',
      action: 'reject',
      access: ['admin'],
      summary: 'Reject a pending withdrawal with a reason the client sees (D12)',
      body: rejectWithdrawalRequestSchema,
    },
    {
      url: '/api/admin/withdrawals/:id/mark-paid',
      action: 'mark_paid',
      access: ['admin'],
      summary: 'Record that an approved withdrawal was paid out',
      body: markPaidRequestSchema,
    },
  ] as const;
  for (const step of steps) {
    app.post(
      step.url,
      {
        config: { access: step.access },
        schema: {
          tags,
          summary: step.summary,
          params: withdrawalParamsSchema,
          ...('body' in step ? { body: step.body } : {}),
          response: { 200: withdrawalSchema, ...errorResponses },
        },
      },
      async (request) => {
        const body = request.body as { reason?: string; reference?: string } | undefined;
        return decideWithdrawal({
          db,
          actor: request.actor!,
          id: request.params.id,
          action: step.action,
          reason: body?.reason,
          reference: body?.reference,
          request: auditContextOf(request),
        });
      },
    );
  }
}
