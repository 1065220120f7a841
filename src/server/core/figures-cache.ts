import type { BusMessage } from './bus';
import type { BusConsumer } from './bus-listener';

const MAX_ENTRIES = 500;

type Entry = { at: number; value: unknown };

/**
 * D128: firm-wide figures (admin stats, analytics and financials, a lawyer's analytics) computed
 * once and reused by every request this instance serves until the next committed change to what
 * they are read from, and never longer than `maxAgeMs` (some figures move with the clock: days
 * in phase so far). Triggers on the summary tables NOTIFY at commit; the shared LISTEN connection
 * (bus-listener.ts) brings that here from every instance, and a write this instance served drops
 * the figures as soon as it answers (plugins/figures-cache.ts), before its own notification is
 * back. While the listener is down nothing is reused: a missed notification could not be told.
 *
 * A computation that started before a drop is not kept (the generation moved on), so a slow
 * read can never store figures from before a change that has since been committed. Requests
 * that arrive while the same figures are being computed share that computation.
 */
export class FiguresCache implements BusConsumer {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The figures under `key` (scoped to today's UTC date), from this cache or from `compute`. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.listening || this.maxAgeMs <= 0) return compute();
    const at = this.now();
    const dated = `${new Date(at).toISOString().slice(0, 10)}|${key}`;
    const hit = this.entries.get(dated);
    if (hit && at - hit.at < this.maxAgeMs) return hit.value as T;
    const shared = this.pending.get(dated);
    if (shared) return shared as Promise<T>;
    const generation = this.generation;
    const computing = compute().then(
      (value) => {
        if (this.pending.get(dated) === computing) this.pending.delete(dated);
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(dated, { at, value });
        }
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(dated) === computing) this.pending.delete(dated);
        throw error;
      },
    );
    this.pending.set(dated, computing);
    return computing;
  }

  /** Forgets everything, including computations under way (they finish but are not kept). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  start(): void {
    this.clear();
    this.listening = true;
  }

  stop(): void {
    this.listening = false;
    this.clear();
  }

  onMessage(message: BusMessage): void {
    if (message.type === 'figures-changed') this.clear();
  }

  onLost(): void {
    this.stop();
  }

  onReconnect(): void {
    this.start();
  }
}
