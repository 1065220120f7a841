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
import { callOf } from '../../core/audit';
import { limitWrites } from '../../core/write-limits';
import { route } from '../../lib/route-schemas';
import { listMessages, markThreadRead, sendMessage } from './service';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['messages'];

/** One thread per case between the client and the case team (issue 3 item 8, D15). */
export async function messagesRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/cases/:id/messages',
    route(tags, 'signed-in', "The case's message thread, newest first, with your unread count", {
      params: caseParamsSchema,
      querystring: messageListQuerySchema,
      response: { 200: messageListSchema },
    }),
    async (request) =>
      listMessages({ db, actor: request.actor!, caseId: request.params.id, query: request.query }),
  );
  app.post(
    '/api/cases/:id/messages',
    route(tags, 'signed-in', 'Write to the case thread; the other side is notified', {
      params: caseParamsSchema,
      body: sendMessageRequestSchema,
      response: { 201: messageSchema },
    }),
    async (request, reply) => {
      // Issue 31: one person's flood must not fill the thread and everyone's notifications.
      await limitWrites(db, request.actor!, 'message');
      return reply.status(201).send(
        await sendMessage({
          ...callOf(db, request),
          caseId: request.params.id,
          body: request.body.body,
        }),
      );
    },
  );
  app.post(
    '/api/cases/:id/messages/read',
    route(tags, 'signed-in', 'Mark the case thread read up to its newest message', {
      params: caseParamsSchema,
      response: { 200: messageReadStateSchema },
    }),
    async (request) => markThreadRead({ db, actor: request.actor!, caseId: request.params.id }),
  );
}
