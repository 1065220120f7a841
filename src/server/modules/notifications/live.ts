import type { FastifyBaseLogger } from 'fastify';
import type { PoolClient } from 'pg';
import type { LiveEventType } from '../../../shared/contracts/live-events';
import type { Role } from '../../../shared/domain/roles';
import { type AccessRevoked, type BusMessage, EVENTS_CHANNEL, type LiveEvent } from '../../core/bus';
import type { Database } from '../../db/client';

/** One open GET /api/events stream, as the hub sees it. Role and desk may change while it is open. */
export type LiveConnection = {
  userId: string;
  /** The session the stream was opened with; a sign-out of that session ends it. */
  sessionId?: string;
  role: Role;
  deskId: string | null;
  send(event: LiveEventType, data: Record<string, unknown>): void;
  close(): void;
  /** Checks the session again (after the listener was lost, a revocation may have been missed). */
  recheck?(): void;
};

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** Does this revocation end this stream? Every stream of the person, one session's, or all but one. */
export function isRevokedBy(connection: Pick<LiveConnection, 'userId' | 'sessionId'>, notice: AccessRevoked) {
  return (
    connection.userId === notice.userId &&
    (notice.sessionId === undefined || connection.sessionId === notice.sessionId) &&
    (notice.exceptSessionId === undefined || connection.sessionId !== notice.exceptSessionId)
  );
}

export function isInAudience(
  connection: Pick<LiveConnection, 'userId' | 'role' | 'deskId'>,
  event: LiveEvent,
) {
  const { userIds, roles, deskIds, deskRoles } = event.audience;
  return (
    (userIds?.includes(connection.userId) ?? false) ||
    (roles?.includes(connection.role) ?? false) ||
    (connection.deskId !== null &&
      (deskIds?.includes(connection.deskId) ?? false) &&
      (deskRoles?.includes(connection.role) ?? true))
  );
}

/**
 * One LISTEN per server process, fanned out to every open stream. Events arrive through the
 * database (NOTIFY at commit), so a change made on any instance reaches streams on all of them.
 * The listener starts with the first stream, so tests and instances nobody watches hold no
 * extra connection.
 */
export class LiveEventHub {
  private readonly connections = new Set<LiveConnection>();
  private listening: Promise<() => Promise<void>> | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size() {
    return this.connections.size;
  }

  /** Resolves once the process is listening, so nothing committed after it is missed. */
  async subscribe(connection: LiveConnection): Promise<() => void> {
    if (this.closed) throw new Error('the live event hub is closed');
    this.listening ??= this.listen().catch((error) => {
      this.listening = undefined; // the next stream tries again
      throw error;
    });
    await this.listening;
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  /** Ends every stream (before the server stops accepting, so close() is not held up by them). */
  endStreams() {
    for (const connection of this.connections) connection.close();
    this.connections.clear();
  }

  async close() {
    this.closed = true;
    this.endStreams();
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.();
  }

  /**
   * Handles one message, synchronously: messages arrive in commit order, so a revocation closes
   * (and forgets) its streams before any later event is fanned out to them.
   */
  private dispatch(payload: string) {
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      this.log.warn('ignored a malformed live event');
      return;
    }
    if (message.type === 'access-revoked') return this.revoke(message);
    this.fanOut(message);
  }

  private revoke(notice: AccessRevoked) {
    for (const connection of this.connections) {
      if (!isRevokedBy(connection, notice)) continue;
      this.connections.delete(connection);
      connection.close();
    }
  }

  private fanOut(event: LiveEvent) {
    // Only what changed goes out, never the audience (other people's ids).
    const data = {
      ...(event.list ? { list: event.list } : {}),
      ...(event.caseId ? { caseId: event.caseId } : {}),
    };
    for (const connection of this.connections) {
      if (isInAudience(connection, event)) connection.send(event.type, data);
    }
  }

  /**
   * After a lost listener is back, streams may have missed events: tell screens to refetch, and
   * check each stream's session again, since a missed revocation would otherwise wait for the
   * heartbeat.
   */
  private resync() {
    for (const connection of this.connections) {
      connection.send('resync', {});
      connection.recheck?.();
    }
  }

  private async listen(): Promise<() => Promise<void>> {
    const { pglite, pool } = this.database;
    if (pglite) {
      const unlisten = await pglite.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
      return () => unlisten();
    }
    if (!pool) throw new Error('no database to listen on');
    return listenOnPostgres(pool, {
      onMessage: (payload) => this.dispatch(payload),
      onReconnect: () => this.resync(),
      log: this.log,
    });
  }
}

/**
 * A dedicated pool client runs LISTEN. If its connection drops (server restart, failover), it is
 * discarded and a new one is connected with backoff; the pool itself is never blocked by it.
 */
async function listenOnPostgres(
  pool: NonNullable<Database['pool']>,
  handlers: { onMessage(payload: string): void; onReconnect(): void; log: FastifyBaseLogger },
): Promise<() => Promise<void>> {
  let client: PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const drop = (lost: PoolClient, error?: Error) => {
    if (client !== lost) return;
    client = undefined;
    lost.removeAllListeners('notification');
    lost.release(error ?? true); // destroy it: a connection that LISTENed is not returned to the pool
  };
  const connect = async () => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) handlers.onMessage(message.payload);
    });
    const onLost = (error?: Error) => {
      if (client !== next) return;
      handlers.log.warn({ err: error }, 'live events: lost the LISTEN connection; reconnecting');
      drop(next, error ?? new Error('connection ended'));
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    client = next;
    delay = RECONNECT_FIRST_MS;
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      if (stopped) return;
      try {
        await connect();
        if (stopped) return void drop(client!);
        handlers.log.info('live events: listening again');
        handlers.onReconnect();
      } catch (error) {
        handlers.log.warn({ err: error }, 'live events: could not reconnect yet');
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        schedule();
      }
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (client) drop(client);
  };
}
