import type { Actor } from './actor';
import type { BusMessage } from './bus';
import type { BusConsumer } from './bus-listener';
import type { LocalSessionCache } from './session-cache-scope';

/** No entry is trusted longer than this, whatever else happens (D24's safety net). */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Enough for every person signed in at a large firm; the least recently used go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** What the database said about a session when it was read. */
export type SessionFacts = {
  actor: Actor;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  lastSeenAt: number;
};

type Entry = { actor: Actor; validUntil: number };

/** Taken before reading the database; a fill with a stale ticket is refused. */
export type CacheTicket = { readonly epoch: number };

/**
 * Sessions by hashed token, so a signed-in request skips the database read (D24, D122).
 *
 * An entry is dropped when any message on the bus names its person (ended, narrowed or changed;
 * every instance gets it at commit), when this instance writes such a change itself, and in any
 * case after SESSION_CACHE_TTL_MS. It never outlives the session's expiry, idle limit or the
 * moment lastSeenAt is due to be written again (then the database path does the bookkeeping).
 * While the LISTEN connection is down nothing is cached, since revocations could be missed.
 */
export class SessionCache implements BusConsumer, LocalSessionCache {
  private readonly entries = new Map<string, Entry & { userId: string }>();
  private readonly byUser = new Map<string, Set<string>>();
  /**
   * People this instance is changing right now, by the notice it sent: read from the database
   * until each notice has come back through the listener (after the commit), or 5 s if it never
   * does (a rolled-back change sends nothing).
   */
  private readonly quiet = new Map<string, Map<string, number>>();
  /** Bumped by every drop, so a read that overlapped one does not fill the cache. */
  private epoch = 0;
  private listening = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly options: {
      idleMs: number;
      /** How far lastSeenAt may lag before a request writes it (sessions.ts). */
      touchIntervalMs: number;
      ttlMs?: number;
      maxEntries?: number;
      now?: () => number;
    },
  ) {}

  get size() {
    return this.entries.size;
  }

  /** Whether any session of this person is cached (tests look). */
  holds(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** Resolves once entries may be kept (the instance listens). */
  whenListening(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Tests move the cache's own clock (and only its own) to show the time limits. */
  useClock(now: () => number): void {
    this.options.now = now;
  }

  private now() {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** A copy of the cached actor, or undefined (then read the database). */
  get(tokenHash: string): Actor | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.validUntil || this.isQuiet(entry.userId, now)) {
      this.remove(tokenHash);
      return undefined;
    }
    // Least recently used goes first: move this one to the end.
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return { ...entry.actor };
  }

  /** Before reading the database: undefined when the result may not be cached at all. */
  ticket(): CacheTicket | undefined {
    return this.listening ? { epoch: this.epoch } : undefined;
  }

  put(ticket: CacheTicket | undefined, tokenHash: string, facts: SessionFacts): void {
    if (!ticket || ticket.epoch !== this.epoch || !this.listening) return;
    const now = this.now();
    const userId = facts.actor.id;
    if (this.isQuiet(userId, now)) return;
    const { idleMs, touchIntervalMs, ttlMs = SESSION_CACHE_TTL_MS } = this.options;
    const validUntil = Math.min(
      now + ttlMs,
      facts.expiresAt,
      facts.lastSeenAt + idleMs,
      facts.lastSeenAt + touchIntervalMs,
    );
    if (validUntil <= now) return;
    this.remove(tokenHash);
    this.entries.set(tokenHash, { actor: { ...facts.actor }, validUntil, userId });
    const tokens = this.byUser.get(userId) ?? new Set<string>();
    this.byUser.set(userId, tokens.add(tokenHash));
    const max = this.options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    while (this.entries.size > max) this.remove(this.entries.keys().next().value!);
  }

  /** Every cached session of this person goes. */
  forget(userId: string): void {
    this.epoch++;
    for (const tokenHash of this.byUser.get(userId) ?? []) this.entries.delete(tokenHash);
    this.byUser.delete(userId);
  }

  /** This instance is writing a change for this person (see session-cache-scope.ts). */
  forgetHere(userId: string, notice: string): void {
    this.forget(userId);
    const now = this.now();
    const notices = this.quiet.get(userId) ?? new Map<string, number>();
    this.quiet.set(userId, notices.set(notice, now + (this.options.ttlMs ?? SESSION_CACHE_TTL_MS)));
    if (this.quiet.size > 1_000) for (const id of [...this.quiet.keys()]) this.isQuiet(id, now);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Listening: entries may be kept from now on. */
  start(): void {
    this.clear();
    this.listening = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  stop(): void {
    this.listening = false;
    this.clear();
  }

  onMessage(message: BusMessage): void {
    if (message.type !== 'access-revoked' && message.type !== 'session-changed') return;
    this.forget(message.userId);
    // Our own notice is back: the change is committed, reads from now on see it.
    if (message.notice) {
      const notices = this.quiet.get(message.userId);
      notices?.delete(message.notice);
      if (notices?.size === 0) this.quiet.delete(message.userId);
    }
  }

  onLost(): void {
    this.stop();
  }

  onReconnect(): void {
    this.start();
  }

  private isQuiet(userId: string, now: number): boolean {
    const notices = this.quiet.get(userId);
    if (!notices) return false;
    for (const [notice, until] of notices) if (until <= now) notices.delete(notice);
    if (notices.size > 0) return true;
    this.quiet.delete(userId);
    return false;
  }

  private remove(tokenHash: string) {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const tokens = this.byUser.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(entry.userId);
  }
}
