import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorBodySchema } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { say } from '../../core/messages';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { route } from '../../lib/route-schemas';
import { type LiveConnection, LiveEventHub } from './live';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['notifications'];

/** EventSource reconnects after this long when a stream ends (sent once as `retry:`). */
const RECONNECT_HINT_MS = 5_000;
/** setTimeout's limit (about 24.8 days); a longer session is cut at the next heartbeat instead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
 * and re-checks the session as a safety net), and every event whose audience includes them. A
 * sign-out, ban, password, role or desk change ends the stream at once on every instance
 * (revokeLiveAccess in bus.ts); the browser reconnects with whatever access it has now. A request that does not accept text/event-stream gets 406, so an
 * ordinary request never hangs on an endless answer.
 */
export async function liveEventsRoute(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { database, db, config } = app.deps;
  const hub = new LiveEventHub(database, app.log);
  app.metrics.countLiveStreams(() => hub.size);
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/api/events',
    route(
      tags,
      'signed-in',
      'Live events for the signed-in person (text/event-stream; send Accept: text/event-stream)',
      {
        response: {
          200: z.string().describe('text/event-stream: event ready, notification, list-changed, resync'),
          406: errorBodySchema,
        },
      },
    ),
    async (request, reply) => {
      if (!acceptsEventStream(request.headers.accept)) {
        return reply.status(406).send({
          error: { code: 'not_acceptable', message: say(request, 'common.request.event_stream_only') },
        });
      }
      const actor = request.actor!;
      const stream = new PassThrough();
      let ended = false;
      /** Events held until the session is confirmed after subscribing (see below). */
      let held: string[] | undefined = [];
      let heartbeat: NodeJS.Timeout | undefined;
      let expiry: NodeJS.Timeout | undefined;
      let unsubscribe: () => void = () => undefined;
      const connection: LiveConnection = {
        userId: actor.id,
        sessionId: actor.sessionId,
        role: actor.role,
        deskId: actor.deskId,
        send: (event, data) => {
          const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
          if (ended) return;
          if (held) held.push(text);
          else stream.write(text);
        },
        close: () => {
          if (!ended) stream.end();
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          unsubscribe();
        },
        recheck: () => void recheck(),
      };
      /** Ends the stream if the session is gone, else follows a changed role or desk. */
      const recheck = async (): Promise<boolean> => {
        const session = await currentSession(db, actor, config.sessionIdleMs).catch(() => undefined);
        if (ended) return false;
        if (session === null) {
          connection.close();
          return false;
        }
        if (!session) return true; // the database did not answer: the next heartbeat tries again
        Object.assign(connection, { role: session.role, deskId: session.deskId });
        // End the stream at the session's absolute expiry, not at a later heartbeat.
        clearTimeout(expiry);
        expiry = setTimeout(
          () => connection.close(),
          Math.min(session.expiresAt.getTime() - Date.now(), MAX_TIMER_MS),
        );
        expiry.unref();
        return true;
      };
      // Registered before subscribing: a caller gone while we waited must not stay subscribed.
      reply.raw.on('close', () => connection.close());
      unsubscribe = await hub.subscribe(connection);
      // The session was read before the hub listened, so a revocation committed in between went
      // unseen: read it once more now that every later one reaches this stream, and hold events
      // until then, so none is delivered to a session that had already ended.
      if (await recheck()) {
        stream.write(`retry: ${RECONNECT_HINT_MS}\nevent: ready\ndata: {}\n\n`);
        for (const text of held ?? []) stream.write(text);
        held = undefined;
        heartbeat = setInterval(() => {
          if (ended) return;
          stream.write(': heartbeat\n\n');
          void recheck(); // a safety net: revocations normally arrive through the hub at once
        }, config.eventsHeartbeatMs);
        heartbeat.unref();
      } else {
        connection.close();
        // Signed out meanwhile: the same answer as for a request without a session.
        if (!reply.raw.destroyed) throw new AppError('unauthenticated', 'common.access.sign_in');
      }
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no'); // nginx: pass events through at once
      return reply.send(stream as unknown as string);
    },
  );
}
