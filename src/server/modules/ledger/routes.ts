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
import { dormantBalancesSchema } from '../../../shared/contracts/ledger-dormant-balances';
import {
  clientStatementQuerySchema,
  clientStatementSchema,
} from '../../../shared/contracts/ledger-statement';
import { callOf } from '../../core/audit';
import { route } from '../../lib/route-schemas';
import { listDormantBalances } from './dormant-balances';
import { getCaseLedger, recordRecovery, reverseRecovery } from './service';
import { getClientStatement } from './statement';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['ledger'];

export async function ledgerRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/cases/:id/recoveries',
    route(
      tags,
      ['lawyer', 'manager', 'admin'],
      'Record money received for the client; the 20% fee is split off at once',
      {
        params: caseParamsSchema,
        headers: idempotencyHeadersSchema,
        body: recordRecoveryRequestSchema,
        response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema },
      },
      // D27: money in for a client becomes money they can withdraw; a recent check first.
      { stepUp: true },
    ),
    async (request, reply) => {
      const { replayed, result } = await recordRecovery({
        ...callOf(db, request),
        caseId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.post(
    '/api/cases/:id/recoveries/:txId/reverse',
    route(
      tags,
      ['lawyer', 'manager', 'admin'],
      'Correct a recovery with a reversal (never an edit)',
      {
        params: caseTransactionParamsSchema,
        headers: idempotencyHeadersSchema,
        body: reverseRequestSchema,
        response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      const { replayed, result } = await reverseRecovery({
        ...callOf(db, request),
        caseId: request.params.id,
        transactionId: request.params.txId,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/cases/:id/ledger',
    route(tags, 'signed-in', "A case's ledger entries and derived totals", {
      params: caseParamsSchema,
      response: { 200: caseLedgerSchema },
    }),
    async (request) => getCaseLedger({ db, actor: request.actor!, caseId: request.params.id }),
  );

  app.get(
    '/api/client/statement',
    route(
      tags,
      ['client'],
      'Your statement in one currency: every movement of your money with the running available balance',
      { querystring: clientStatementQuerySchema, response: { 200: clientStatementSchema } },
    ),
    async (request) => getClientStatement({ db, actor: request.actor!, currency: request.query.currency }),
  );

  app.get(
    '/api/admin/ledger/dormant-balances',
    route(
      tags,
      ['admin'],
      "Funds left behind: client balances above zero untouched for the firm's dormantBalanceMonths, oldest first",
      { response: { 200: dormantBalancesSchema } },
    ),
    async () => listDormantBalances({ db }),
  );
}
