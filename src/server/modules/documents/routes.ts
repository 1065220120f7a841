import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentListQuerySchema,
  documentListSchema,
  documentParamsSchema,
  documentSchema,
  reviewDocumentRequestSchema,
} from '../../../shared/contracts/documents';
import {
  lawyerDocumentListSchema,
  lawyerDocumentQuerySchema,
} from '../../../shared/contracts/insights-lawyer';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/documents';
import { errorBodySchema } from '../../../shared/domain/errors';
import { callOf } from '../../core/audit';
import { findCaseInScope } from '../../core/case-team';
import { attachmentDisposition } from '../../lib/content-disposition';
import { caseStaff, errorResponses, route } from '../../lib/route-schemas';
import { downloadFileName } from './file-names';
import { listLawyerDocuments } from './review-queue';
import { findDocumentInScope, listDocuments, reviewDocument, uploadDocument } from './service';
import { createDocumentStore, storageFailure } from './storage';
import { readUploadedFile } from './upload';
import { checkCaseQuota, limitUploadRate } from './upload-limits';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['documents'];

/**
 * Evidence documents (D15, D17). Multipart parsing is registered here only (this plugin is
 * encapsulated), so every other route keeps accepting JSON alone.
 */
export async function documentsRoutes(appBase: FastifyInstance) {
  await appBase.register(multipart, {
    // Exactly 10 MB is accepted; one byte more is refused with 413 (D17).
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // One store per server (D30): the local directory or the S3 client and its connections.
  const store = createDocumentStore(config.storage, config.dataDir);
  app.addHook('onClose', () => store.close());

  app.post(
    '/api/cases/:id/documents',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Upload an evidence file (multipart field "file", one per request; PDF, JPG, PNG, DOC or DOCX; at most 10 MB)',
        description:
          "The type is detected from the bytes, not the name: other files and Word files with macros are refused with 415 (document_has_macros), larger ones with 413, a second file in the request with 400. A case full by the firm's quota answers 409 (case_document_limit, case_storage_limit); more than 30 uploads by one person in 10 minutes, 429 with Retry-After.",
        consumes: ['multipart/form-data'],
        params: caseParamsSchema,
        response: { 201: documentSchema, 413: errorBodySchema, 415: errorBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      // Counted before anything else, so a flood of uploads costs one statement each.
      await limitUploadRate(db, actor.id);
      // Scope and quota first, so nobody makes the server read 10 MB for a case they cannot see
      // or that is already full (the quota is checked again, under a lock, when storing).
      const theCase = await findCaseInScope(db, actor, request.params.id);
      await checkCaseQuota(db, theCase.id, 1, false);
      const file = await readUploadedFile(request);
      const document = await uploadDocument({
        ...callOf(db, request),
        caseId: request.params.id,
        fileName: file.fileName,
        bytes: file.bytes,
        store,
      }).catch((error) => storageFailure(request, error));
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/cases/:id/documents',
    route(tags, 'signed-in', "The case's evidence documents, newest first", {
      params: caseParamsSchema,
      querystring: documentListQuerySchema,
      response: { 200: documentListSchema },
    }),
    async (request) =>
      listDocuments({ db, actor: request.actor!, caseId: request.params.id, query: request.query }),
  );

  app.get(
    '/api/cases/:id/documents/:docId/download',
    route(tags, 'signed-in', 'Download a document (as an attachment, with the type detected on upload)', {
      params: documentParamsSchema,
      response: { 200: z.unknown().describe('The file bytes') },
    }),
    async (request, reply) => {
      const { document } = await findDocumentInScope(
        db,
        request.actor!,
        request.params.id,
        request.params.docId,
      );
      const { size, stream } = await store
        .get(document.storedName)
        .catch((error) => storageFailure(request, error));
      return reply
        .header('content-type', document.mimeType)
        .header('content-length', size)
        .header(
          'content-disposition',
          attachmentDisposition(downloadFileName(document.originalName, document.mimeType)),
        )
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.put(
    '/api/cases/:id/documents/:docId/review',
    route(tags, caseStaff, 'Mark a document verified or rejected (a note is required when rejecting)', {
      params: documentParamsSchema,
      body: reviewDocumentRequestSchema,
      response: { 200: documentSchema },
    }),
    async (request) =>
      reviewDocument({
        ...callOf(db, request),
        caseId: request.params.id,
        docId: request.params.docId,
        input: request.body,
      }),
  );
  // The lawyer workspace's documents tab (issue 6 item 8): the caller's own cases only.
  app.get(
    '/api/lawyer/documents',
    route(tags, ['lawyer'], 'Evidence documents of your cases, newest first; filter by review status', {
      querystring: lawyerDocumentQuerySchema,
      response: { 200: lawyerDocumentListSchema },
    }),
    async (request) => listLawyerDocuments(db, request.actor!, request.query),
  );
}
