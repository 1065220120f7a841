import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import { type BusMessage, EVENTS_CHANNEL } from './bus';

/** Someone in this process who acts on what travels on EVENTS_CHANNEL (the live hub, the session cache). */
export type BusConsumer = {
  /** Called synchronously, in commit order, for every message. */
  onMessage(message: BusMessage): void;
  /** The LISTEN connection dropped: messages may be missed until onReconnect. */
  onLost?(): void;
  /** Listening again after a loss (anything may have been missed meanwhile). */
  onReconnect?(): void;
};

/** A message only this process's listener acts on: the barrier behind sync(). */
type SyncMark = { type: 'bus-sync'; id: string };

const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * One LISTEN per database handle (so per server instance), shared by every consumer. Sharing one
 * connection keeps one order: a revocation reaches the session cache and the live hub in the
 * same synchronous dispatch, before any message committed after it. The listener starts with
 * the first consumer and stops with the last, so an instance nobody uses holds no connection.
 */
export class BusListener {
  private readonly consumers = new Set<BusConsumer>();
  private readonly syncs = new Map<string, () => void>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once the process is listening, so nothing committed afterwards is missed. */
  async subscribe(consumer: BusConsumer): Promise<() => Promise<void>> {
    this.listening ??= this.listen().catch((error) => {
      this.listening = undefined; // the next consumer tries again
      throw error;
    });
    const listening = this.listening;
    await listening;
    this.consumers.add(consumer);
    return async () => {
      if (!this.consumers.delete(consumer) || this.consumers.size > 0) return;
      if (this.listening !== listening) return;
      this.listening = undefined;
      const stop = await listening.catch(() => undefined);
      await stop?.();
    };
  }

  /**
   * Resolves once everything committed before this call has been dispatched here: one LISTEN
   * connection receives notifications in commit order, so our own mark arriving proves the rest
   * did. Used by tests as a barrier instead of a timed wait.
   */
  async sync(): Promise<void> {
    if (!this.listening) throw new Error('the bus listener is not running');
    await this.listening;
    const id = randomUUID();
    const arrived = new Promise<void>((resolve) => this.syncs.set(id, resolve));
    const mark: SyncMark = { type: 'bus-sync', id };
    await this.database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(mark)})`);
    await arrived;
  }

  private dispatch(payload: string) {
    let message: BusMessage | SyncMark;
    try {
      message = JSON.parse(payload) as BusMessage | SyncMark;
    } catch {
      this.log.warn('ignored a malformed bus message');
      return;
    }
    if (message.type === 'bus-sync') {
      this.syncs.get(message.id)?.();
      this.syncs.delete(message.id);
      return;
    }
    for (const consumer of this.consumers) consumer.onMessage(message);
  }

  private async listen(): Promise<() => Promise<void>> {
    const { pglite, pool } = this.database;
    if (pglite) {
      const unlisten = await pglite.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
      // A database already closed (it went away first, or shut down first) has nothing left to
      // unlisten; PGlite refuses the UNLISTEN then, which must not fail the app's own close.
      return () => unlisten().catch(() => undefined);
    }
    if (!pool) throw new Error('no database to listen on');
    return listenOnPostgres(pool, {
      onMessage: (payload) => this.dispatch(payload),
      onLost: () => {
        for (const consumer of this.consumers) consumer.onLost?.();
      },
      onReconnect: () => {
        for (const consumer of this.consumers) consumer.onReconnect?.();
      },
      log: this.log,
    });
  }
}

const listeners = new WeakMap<Database, BusListener>();

/** The one listener of this database handle (created on first use). */
export function busListenerOf(database: Database, log: FastifyBaseLogger): BusListener {
  let listener = listeners.get(database);
  if (!listener) {
    listener = new BusListener(database, log);
    listeners.set(database, listener);
  }
  return listener;
}

/**
 * A dedicated connection runs LISTEN: its own client with the pool's settings, not one borrowed
 * from the pool, because the listener now lives as long as the app (D122) and a borrowed client
 * would make `pool.end()` wait for it forever and count in the pool's size. If the connection
 * drops (server restart, failover), it is discarded and a new one is connected with backoff.
 */
async function listenOnPostgres(
  pool: NonNullable<Database['pool']>,
  handlers: {
    onMessage(payload: string): void;
    onLost(): void;
    onReconnect(): void;
    log: FastifyBaseLogger;
  },
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.removeAllListeners('notification');
    lost.end().catch(() => undefined); // already gone when the connection was lost
  };
  const connect = async () => {
    const next = new pg.Client(pool.options);
    // Before connect: a refused connection also emits 'error', which must not crash the process.
    next.on('error', () => undefined);
    await next.connect().catch(async (error) => {
      await next.end().catch(() => undefined);
      throw error;
    });
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) handlers.onMessage(message.payload);
    });
    const onLost = (error?: Error) => {
      if (client !== next) return;
      handlers.log.warn({ err: error }, 'live events: lost the LISTEN connection; reconnecting');
      drop(next);
      handlers.onLost();
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
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
