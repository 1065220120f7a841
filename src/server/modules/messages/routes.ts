import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseParamsSchema } from '../../../shared/contracts/ledger';
import {
  messageListQuerySchema,
  messageListSchema,
  messageReadStateSchema,
  messageSchema,
  sendMessageRequestSchema,
} from '../../../shared/contracts/messages';
import { auditContextOf } from '../../core/audit';
import { errorResponses } from '../../lib/route-schemas';
import { listMessages, markThreadRead, sendMessage } from './service';

const tags = ['messages'];

/** One thread per case between the client and the case team (issue 3 item 8, D15). */
export async function messagesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // Each side's email links to its own dashboard.
  const dashboardUrl = (path: string) => new URL(path, config.publicUrl).toString();

  app.get(
    '/api/cases/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The case's message thread, newest first, with your unread count",
        params: caseParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema, ...errorResponses },
      },
    },
    async (request) =>
      listMessages({ db, actor: request.actor!, caseId: request.params.id, query: request.query }),
  );
  app.post(
    '/api/cases/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Write to the case thread; the other side is notified',
        params: caseParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendMessage({
          db,
          actor: request.actor!,
          caseId: request.params.id,
          body: request.body.body,
          dashboardUrl,
          request: auditContextOf(request),
        }),
      ),
  );
  app.post(
    '/api/cases/:id/messages/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Mark the case thread read up to its newest message',
        params: caseParamsSchema,
        response: { 200: messageReadStateSchema, ...errorResponses },
      },
    },
    async (request) => markThreadRead({ db, actor: request.actor!, caseId: request.params.id }),
  );
}
