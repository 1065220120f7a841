import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  awaitingReportsSchema,
  caseLedgerSchema,
  caseParamsSchema,
  caseTransactionParamsSchema,
  idempotencyHeadersSchema,
  type LedgerEntry,
  ledgerEntrySchema,
  recordRecoveryRequestSchema,
  rejectReportRequestSchema,
  reverseRequestSchema,
} from '../../../shared/contracts/ledger';
import { dormantBalancesSchema } from '../../../shared/contracts/ledger-dormant-balances';
import {
  clientStatementQuerySchema,
  clientStatementSchema,
} from '../../../shared/contracts/ledger-statement';
import { callOf } from '../../core/audit';
import { caseStaff, route } from '../../lib/route-schemas';
import { listAwaitingReports } from './awaiting';
import { listDormantBalances } from './dormant-balances';
import { confirmRecovery, rejectReport, reportRecovery, retractReport } from './reports';
import { getCaseLedger, reverseRecovery } from './service';
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
      caseStaff,
      'Report money received for the client. It counts toward nothing until another person (the desk manager or an admin) confirms it, or a bank statement line matches it (D26)',
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
      const { replayed, result } = await reportRecovery({
        ...callOf(db, request),
        caseId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

  /** Confirm, retract and reject close a report; each answers the transaction that closed it. */
  const closeRoute = (
    action: 'confirm' | 'retract' | 'reject',
    roles: readonly ('lawyer' | 'manager' | 'admin')[],
    summary: string,
    run: (
      call: ReturnType<typeof callOf> & {
        caseId: string;
        reportId: string;
        idempotencyKey: string;
        body: { reason?: string };
      },
    ) => Promise<{ replayed: boolean; result: unknown }>,
  ) =>
    app.post(
      `/api/cases/:id/recoveries/:txId/${action}`,
      route(
        tags,
        roles,
        summary,
        {
          params: caseTransactionParamsSchema,
          headers: idempotencyHeadersSchema,
          ...(action === 'reject' ? { body: rejectReportRequestSchema } : {}),
          response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema },
        },
        // Confirming books money a client may withdraw; rejecting and retracting close a report (D36).
        { stepUp: true },
      ),
      async (request, reply) => {
        const { replayed, result } = await run({
          ...callOf(db, request),
          caseId: request.params.id,
          reportId: request.params.txId,
          idempotencyKey: request.headers['idempotency-key'],
          body: (request.body as { reason?: string } | undefined) ?? {},
        });
        return reply.status(replayed ? 200 : 201).send(result as LedgerEntry);
      },
    );

  closeRoute(
    'confirm',
    ['manager', 'admin'],
    "Confirm a reported recovery: books the fee and the client's share and tells the client. Never by its reporter",
    confirmRecovery,
  );
  closeRoute('retract', caseStaff, 'Retract a recovery you reported', retractReport);
  closeRoute(
    'reject',
    ['manager', 'admin'],
    'Reject a reported recovery with a reason. Never by its reporter',
    (call) => rejectReport({ ...call, reason: call.body.reason! }),
  );

  app.post(
    '/api/cases/:id/recoveries/:txId/reverse',
    route(
      tags,
      caseStaff,
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
    '/api/ledger/awaiting-confirmation',
    route(
      tags,
      ['manager', 'admin'],
      "Recoveries reported on the caller's cases (a manager's desk, every case for an admin) and awaiting a second person, oldest first (D26)",
      { response: { 200: awaitingReportsSchema } },
    ),
    async (request) => listAwaitingReports(db, request.actor!),
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
    async (request) => getClientStatement({ db, actor: request.actor!, ...request.query }),
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
