import type { FastifyBaseLogger } from 'fastify';
import type { LiveEventType } from '../../../shared/contracts/live-events';
import type { Role } from '../../../shared/domain/roles';
import type { AccessRevoked, BusMessage, LiveEvent } from '../../core/bus';
import { busListenerOf } from '../../core/bus-listener';
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
  private dispatch(message: BusMessage) {
    if (message.type === 'access-revoked') return this.revoke(message);
    if (message.type === 'session-changed') return; // for session caches only (D24)
    if (message.type === 'figures-changed') return; // for figures caches only (D128)
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

  /** The process's one LISTEN connection, shared with the session cache (core/bus-listener.ts). */
  private listen(): Promise<() => Promise<void>> {
    return busListenerOf(this.database, this.log).subscribe({
      onMessage: (message) => this.dispatch(message),
      onReconnect: () => this.resync(),
    });
  }
}
