import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEvidencePackRequestSchema,
  evidencePackListSchema,
  evidencePackParamsSchema,
  evidencePackSchema,
} from '../../../shared/contracts/evidence-packs';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import { callOf } from '../../core/audit';
import { attachmentDisposition } from '../../lib/content-disposition';
import { caseStaff, route } from '../../lib/route-schemas';
import { createDocumentStore, storageFailure } from '../documents';
import { generateEvidencePack } from './generate';
import { findEvidencePack, listEvidencePacks } from './read';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['evidence-packs'];
const FILES = {
  pdf: { type: 'application/pdf', key: 'pdfKey', size: 'pdfBytes' },
  zip: { type: 'application/zip', key: 'zipKey', size: 'zipBytes' },
} as const;

/** Evidence packs for a bank, an exchange, the police or a regulator (issue 21 item 4). */
export async function evidencePacksRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const store = createDocumentStore(config.storage, config.dataDir);
  app.addHook('onClose', () => store.close());

  app.post(
    '/api/cases/:id/evidence-packs',
    route(
      tags,
      caseStaff,
      'Generate an evidence pack (PDF and ZIP with the documents); its SHA-256 goes to the timeline',
      {
        params: caseParamsSchema,
        body: createEvidencePackRequestSchema,
        response: { 201: evidencePackSchema },
      },
      { stepUp: true },
    ),
    async (request, reply) => {
      const pack = await generateEvidencePack({
        ...callOf(db, request),
        caseId: request.params.id,
        input: request.body,
        store,
      }).catch((error) => storageFailure(request, error));
      return reply.code(201).send(pack);
    },
  );

  app.get(
    '/api/cases/:id/evidence-packs',
    route(tags, caseStaff, "The case's evidence packs, newest first, with their addressees and SHA-256", {
      params: caseParamsSchema,
      response: { 200: evidencePackListSchema },
    }),
    async (request) => ({ packs: await listEvidencePacks(db, request.actor!, request.params.id) }),
  );

  for (const format of ['pdf', 'zip'] as const) {
    app.get(
      `/api/cases/:id/evidence-packs/:packId/${format}`,
      route(
        tags,
        caseStaff,
        `Download an evidence pack's ${format.toUpperCase()}, byte for byte as registered`,
        {
          params: evidencePackParamsSchema,
          response: { 200: z.unknown().describe('The file bytes') },
        },
      ),
      async (request, reply) => {
        const { theCase, pack } = await findEvidencePack(
          db,
          request.actor!,
          request.params.id,
          request.params.packId,
        );
        const file = FILES[format];
        const { stream } = await store.get(pack[file.key]).catch((error) => storageFailure(request, error));
        const day = pack.createdAt.toISOString().slice(0, 10);
        return reply
          .header('content-type', file.type)
          .header('content-length', pack[file.size])
          .header(
            'content-disposition',
            attachmentDisposition(`evidence-pack-${theCase.reference}-${day}.${format}`),
          )
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    );
  }
}
