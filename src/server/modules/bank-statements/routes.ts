import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bankStatementDetailSchema,
  bankStatementListSchema,
  csvMappingListSchema,
  lineParamsSchema,
  lineReasonSchema,
  MAX_STATEMENT_BYTES,
  matchLineSchema,
  saveCsvMappingSchema,
  savedCsvMappingSchema,
  unmatchedQuerySchema,
  unmatchedSchema,
  withdrawStatementSchema,
} from '../../../shared/contracts/bank-statements';
import { idParamsSchema } from '../../../shared/contracts/common';
import { errorBodySchema } from '../../../shared/domain/errors';
import { callOf } from '../../core/audit';
import { noContentSchema, route } from '../../lib/route-schemas';
import { deleteCsvMapping, listCsvMappings, saveCsvMapping } from './csv-mappings';
import { importBankStatement } from './import-statement';
import { listUnmatched, markNotClientMoney, matchLine, unmatchLine } from './matching';
import { getBankStatement, listBankStatements } from './statements-read';
import { readStatementUpload } from './upload';
import { withdrawStatement } from './withdraw-statement';

const tags = ['bank-statements'];

/**
 * Issue 19: the trust account's bank statements, imported and read by admins only. Multipart
 * parsing is registered in this encapsulated plugin alone, so every other route keeps JSON only.
 */
export async function bankStatementsRoutes(appBase: FastifyInstance) {
  await appBase.register(multipart, {
    limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 },
  });
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  const importOptions = route(
    tags,
    ['admin'],
    'Import a file of trust-account statements (multipart: "file" at most 5 MB, "format" camt053 for any ISO 20022 camt.052/053/054 file, mt940 or csv, "mappingId" for csv); answers the statements it held, in order',
    {
      description:
        'A file that cannot be read answers 400 naming the line or field to fix; an account in a currency the ledger does not keep, 400; the same file imported before (by its sha256), 409. Nothing is stored then.',
      response: { 201: bankStatementListSchema, 413: errorBodySchema },
    },
    { stepUp: true },
  );
  app.post(
    '/api/admin/bank-statements',
    { ...importOptions, schema: { ...importOptions.schema, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const upload = await readStatementUpload(request);
      const statements = await importBankStatement({ ...callOf(db, request), ...upload });
      return reply.status(201).send({ statements });
    },
  );

  app.get(
    '/api/admin/bank-statements',
    route(tags, ['admin'], 'Imported statements, newest import first', {
      response: { 200: bankStatementListSchema },
    }),
    async () => ({ statements: await listBankStatements(db) }),
  );

  app.get(
    '/api/admin/bank-statements/csv-mappings',
    route(tags, ['admin'], 'Saved CSV column mappings, by name', {
      response: { 200: csvMappingListSchema },
    }),
    async () => ({ mappings: await listCsvMappings(db) }),
  );

  app.post(
    '/api/admin/bank-statements/csv-mappings',
    route(
      tags,
      ['admin'],
      'Save a CSV column mapping under a name (the same name replaces it); audited',
      {
        body: saveCsvMappingSchema,
        response: { 201: savedCsvMappingSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) =>
      reply.status(201).send(await saveCsvMapping({ ...callOf(db, request), input: request.body })),
  );

  app.delete(
    '/api/admin/bank-statements/csv-mappings/:id',
    route(
      tags,
      ['admin'],
      'Delete a saved CSV column mapping (statements imported with it stay); audited',
      {
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      await deleteCsvMapping({ ...callOf(db, request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/bank-statements/unmatched',
    route(
      tags,
      ['admin'],
      'Side by side: statement lines nothing explains yet, and ledger entries (recoveries reported or confirmed, payouts) no line is matched to',
      { querystring: unmatchedQuerySchema, response: { 200: unmatchedSchema } },
    ),
    async (request) => listUnmatched(db, request.query.currency),
  );

  app.post(
    '/api/admin/bank-statements/lines/:lineId/match',
    route(
      tags,
      ['admin'],
      'Match a statement line to a ledger entry of the same direction and amount; a reported recovery so matched is confirmed (D26); audited',
      { params: lineParamsSchema, body: matchLineSchema, response: { 204: noContentSchema } },
      // Matching a credit to a report books money a client may withdraw: a recent check first.
      { stepUp: true },
    ),
    async (request, reply) => {
      await matchLine({ ...callOf(db, request), lineId: request.params.lineId, ...request.body });
      return reply.status(204).send(null);
    },
  );

  for (const [action, run, summary] of [
    [
      'unmatch',
      unmatchLine,
      'Undo a match or a "not client money", with a reason; the ledger is not touched; audited',
    ],
    [
      'not-client-money',
      markNotClientMoney,
      'Set a line aside as not client money (a bank fee, interest), with a reason; audited',
    ],
  ] as const) {
    app.post(
      `/api/admin/bank-statements/lines/:lineId/${action}`,
      route(
        tags,
        ['admin'],
        summary,
        {
          params: lineParamsSchema,
          body: lineReasonSchema,
          response: { 204: noContentSchema },
        },
        { stepUp: true },
      ),
      async (request, reply) => {
        await run({ ...callOf(db, request), lineId: request.params.lineId, reason: request.body.reason });
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/api/admin/bank-statements/:id/withdraw',
    route(
      tags,
      ['admin'],
      'Withdraw a statement imported in error, with a reason: its lines count nowhere, reports only its lines confirmed await confirmation again; nothing is deleted; audited',
      {
        description:
          'Refused with 409 when a month it covers (its period and its lines, in its currency) is signed off, when it is already withdrawn, or when a client has already drawn on money it confirmed. The same statement may then be imported again.',
        params: idParamsSchema,
        body: withdrawStatementSchema,
        response: { 204: noContentSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      await withdrawStatement({
        ...callOf(db, request),
        statementId: request.params.id,
        reason: request.body.reason,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/bank-statements/:id',
    route(tags, ['admin'], 'One imported statement with its lines in the bank’s order', {
      params: idParamsSchema,
      response: { 200: bankStatementDetailSchema },
    }),
    async (request) => getBankStatement(db, request.params.id),
  );
}
