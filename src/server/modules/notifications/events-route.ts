import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/domain/errors';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { errorResponses } from '../../lib/route-schemas';
import type { Actor } from '../auth/sessions';
import { type LiveConnection, LiveEventHub } from './live';

/** EventSource reconnects after this long when a stream ends (sent once as `retry:`). */
const RECONNECT_HINT_MS = 5_000;

function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? '')
    .split(',')
    .some((part) => part.split(';')[0]!.trim().toLowerCase() === 'text/event-stream');
}

/**
 * Is the stream's session still good (not signed out, expired, idle or banned)? Read without
 * touching lastSeenAt: an open tab is not activity. Also picks up a changed role or desk.
 */
async function currentSession(db: Db, actor: Actor, idleMs: number) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      status: users.status,
      role: users.role,
      deskId: users.deskId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, actor.sessionId));
  const now = Date.now();
  if (row?.status !== 'active' || row.expiresAt.getTime() <= now) return null;
  if (row.lastSeenAt.getTime() + idleMs <= now) return null;
  return row;
}

/**
 * GET /api/events: a text/event-stream of live events for the signed-in person. First
 * `event: ready`, then a comment line as heartbeat (keeps proxies from closing an idle stream,
 * and re-checks the session: a signed-out or banned person's stream ends), and every event whose
 * audience includes them. A request that does not accept text/event-stream gets 406, so an
 * ordinary request never hangs on an endless answer.
 */
export async function liveEventsRoute(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.deps;
  const hub = new LiveEventHub(database, app.log);
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Live events for the signed-in person (text/event-stream; send Accept: text/event-stream)',
        response: {
          200: z.string().describe('text/event-stream: event ready, notification, list-changed, resync'),
          406: errorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (!acceptsEventStream(request.headers.accept)) {
        return reply.status(406).send({
          error: {
            code: 'not_acceptable',
            message: 'This address sends a live event stream. Request it with Accept: text/event-stream.',
          },
        });
      }
      const actor = request.actor!;
      const stream = new PassThrough();
      let ended = false;
      const connection: LiveConnection = {
        userId: actor.id,
        role: actor.role,
        deskId: actor.deskId,
        send: (event, data) => {
          if (!ended) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
        close: () => {
          if (!ended) stream.end();
          ended = true;
        },
      };
      let heartbeat: NodeJS.Timeout | undefined;
      let unsubscribe: () => void = () => undefined;
      // Registered before subscribing: a caller gone while we waited must not stay subscribed.
      reply.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        connection.close();
      });
      unsubscribe = await hub.subscribe(connection);
      if (ended || reply.raw.destroyed) unsubscribe();
      else {
        heartbeat = setInterval(async () => {
          if (ended) return;
          stream.write(': heartbeat\n\n');
          const session = await currentSession(db, actor, config.sessionIdleMs).catch(() => undefined);
          if (session === null) return connection.close();
          if (session) Object.assign(connection, { role: session.role, deskId: session.deskId });
        }, config.eventsHeartbeatMs);
        heartbeat.unref();
      }
      stream.write(`retry: ${RECONNECT_HINT_MS}\nevent: ready\ndata: {}\n\n`);
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no'); // nginx: pass events through at once
      return reply.send(stream as unknown as string);
    },
  );
}
