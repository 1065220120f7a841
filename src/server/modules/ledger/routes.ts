import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseLedgerSchema,
  caseParamsSchema,
  caseTransactionParamsSchema,
  idempotencyHeadersSchema,
  ledgerEntrySchema,
  recordRecoveryRequestSchema,
  reverseRequestSchema,
} from '../../../shared/contracts/ledger';
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { getCaseLedger, recordRecovery, reverseRecovery } from './service';

export async function ledgerRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/cases/:id/recoveries',
    {
      config: { access: ['lawyer', 'manager', 'admin'] },
      schema: {
        tags: ['ledger'],
        summary: 'Record money received for the client; the 20% fee is split off at once',
        params: caseParamsSchema,
        headers: idempotencyHeadersSchema,
        body: recordRecoveryRequestSchema,
        response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { replayed, result } = await recordRecovery({
        db,
        actor: request.actor!,
        caseId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        request: auditContextOf(request),
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.post(
    '/api/cases/:id/recoveries/:txId/reverse',
    {
      config: { access: ['lawyer', 'manager', 'admin'] },
      schema: {
        tags: ['ledger'],
        summary: 'Correct a recovery with a reversal (never an edit)',
        params: caseTransactionParamsSchema,
        headers: idempotencyHeadersSchema,
        body: reverseRequestSchema,
        response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { replayed, result } = await reverseRecovery({
        db,
        actor: request.actor!,
        caseId: request.params.id,
        transactionId: request.params.txId,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
        request: auditContextOf(request),
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/cases/:id/ledger',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['ledger'],
        summary: "A case's ledger entries and derived totals",
        params: caseParamsSchema,
        response: { 200: caseLedgerSchema, ...errorResponses },
      },
    },
    async (request) => getCaseLedger({ db, actor: request.actor!, caseId: request.params.id }),
  );
}
