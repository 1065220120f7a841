import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reconciliationQuerySchema,
  reconciliationSchema,
  reconciliationStatusSchema,
  signOffSchema,
} from '../../../shared/contracts/reconciliation';
import { callOf } from '../../core/audit';
import { route } from '../../lib/route-schemas';
import { getReconciliation, reconciliationStatus, signOffMonth } from './service';

const tags = ['reconciliation'];

/** Issue 19 item 4: the monthly three-way reconciliation of the trust account, admins only. */
export async function reconciliationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/admin/reconciliation',
    route(
      tags,
      ['admin'],
      "A month's three-way reconciliation in one currency: the bank's closing balance, the trust ledger and the clients' balances, every difference itemised, and its sign-off",
      { querystring: reconciliationQuerySchema, response: { 200: reconciliationSchema } },
    ),
    async (request) => getReconciliation(db, request.query.month, request.query.currency),
  );

  app.post(
    '/api/admin/reconciliation/sign-off',
    route(
      tags,
      ['admin'],
      'Sign a month off: stored once, with the three figures and the items as they stand; refused (409) while anything is unexplained',
      { body: reconciliationQuerySchema, response: { 201: signOffSchema } },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply.status(201).send(await signOffMonth({ ...callOf(db, request), ...request.body })),
  );

  app.get(
    '/api/admin/reconciliation/status',
    route(
      tags,
      ['admin'],
      'Per currency: the last month signed off and the statement lines still unexplained',
      {
        response: { 200: reconciliationStatusSchema },
      },
    ),
    async () => reconciliationStatus(db),
  );
}
