import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one server process (issue 20 item 8, docs/operations.md "What to watch").
 * Served only on the separate METRICS_PORT listener (lib/metrics-listener.ts), never on the
 * public port. Every family is per process: Prometheus scrapes each instance and sums.
 */

/** Seconds; from a cached read (a few ms) to the slowest request worth telling apart (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Waiting for a pooled connection is normally well under a millisecond; a full pool shows up to the right. */
const POOL_WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** A request that matched no route: one label value, so scanners cannot create a series per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Node's own figures (memory, CPU, event loop, GC) describe the process, not an app, and each
 * collection keeps observers running; tests build hundreds of apps in one process, so they are
 * collected once per process and merged into every scrape.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The running count of something the app owns (open live streams), read at scrape time. */
type CountSource = () => number;

/** What the scrape of the outbox reads: a count over the partial index of pending emails. */
export type OutboxBacklog = () => Promise<{ pending: number; oldestDueSeconds: number }>;

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_class'>;
  private readonly latency: Histogram<'method' | 'route' | 'status_class'>;
  private readonly outboxSent: Counter;
  private readonly outboxFailures: Counter<'outcome'>;
  private readonly poolWait: Histogram;
  private liveStreams: CountSource = () => 0;
  private readonly defaultLabels: Record<string, string>;

  constructor(options: { pool?: pg.Pool; outboxBacklog?: OutboxBacklog; instance?: string }) {
    const registers = [this.registry];
    this.defaultLabels = options.instance ? { instance: options.instance } : {};
    const labelNames = ['method', 'route', 'status_class'] as const;
    this.requests = new Counter({
      name: 'recourse_http_requests_total',
      help: 'HTTP requests answered, by route template (never the raw URL) and status class',
      labelNames,
      registers,
    });
    this.latency = new Histogram({
      name: 'recourse_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by route template and status class',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.outboxSent = new Counter({
      name: 'recourse_outbox_sent_total',
      help: 'Emails this process delivered to the SMTP server',
      registers,
    });
    this.outboxFailures = new Counter({
      name: 'recourse_outbox_send_failures_total',
      help: 'Failed sending attempts of this process; outcome=retrying will be tried again, failed gave up',
      labelNames: ['outcome'],
      registers,
    });
    const streams = () => this.liveStreams();
    new Gauge({
      name: 'recourse_live_streams_open',
      help: 'Open GET /api/events streams on this process',
      registers,
      collect() {
        this.set(streams());
      },
    });
    this.poolWait = new Histogram({
      name: 'recourse_db_pool_wait_seconds',
      help: 'Time a query or transaction waited for a PostgreSQL connection from the pool',
      buckets: POOL_WAIT_BUCKETS,
      registers,
    });
    if (options.pool) this.watchPool(options.pool);
    if (options.outboxBacklog) this.watchOutbox(options.outboxBacklog);
  }

  recordRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const labels = {
      method,
      route: route ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(statusCode / 100)}xx`,
    };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  recordOutboxSent(): void {
    this.outboxSent.inc();
  }

  recordOutboxFailure(final: boolean): void {
    this.outboxFailures.inc({ outcome: final ? 'failed' : 'retrying' });
  }

  /** The live-event hub tells where its open streams are counted. */
  countLiveStreams(source: CountSource): void {
    this.liveStreams = source;
  }

  /** The text a Prometheus scrape receives: this app's families and the process's. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    // Default labels are applied when a registry writes its text: set on the merged one, the
    // process families get the instance label too.
    merged.setDefaultLabels(this.defaultLabels);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }

  private watchPool(pool: pg.Pool): void {
    const registers = [this.registry];
    new Gauge({
      name: 'recourse_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'recourse_db_pool_max',
      help: 'The most connections the pool opens',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    timePoolCheckouts(pool, (seconds) => this.poolWait.observe(seconds));
  }

  private watchOutbox(backlog: OutboxBacklog): void {
    const registers = [this.registry];
    // The registry collects its families concurrently: both gauges share one query per scrape.
    let reading: Promise<{ pending: number; oldestDueSeconds: number } | undefined> | undefined;
    const read = () => {
      // A database that is down makes the gauges NaN ("unknown", never a reassuring 0) instead
      // of failing the scrape: the process figures still matter then.
      reading ??= backlog()
        .catch(() => undefined)
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    const gauge = (
      name: string,
      help: string,
      pick: (figures: { pending: number; oldestDueSeconds: number }) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const figures = await read();
          this.set(figures ? pick(figures) : Number.NaN);
        },
      });
    gauge(
      'recourse_outbox_pending',
      'Emails waiting in the outbox (shared by all instances: read from the database)',
      (f) => f.pending,
    );
    gauge(
      'recourse_outbox_oldest_due_seconds',
      'How long the most overdue pending email has been due; 0 when none is overdue',
      (f) => f.oldestDueSeconds,
    );
  }
}

const observerOf = Symbol('recourse.poolWaitObserver');
type TimedPool = pg.Pool & { [observerOf]?: (seconds: number) => void };

/**
 * pg's Pool has no event for "a caller waited this long", so connect() is wrapped: pool.query and
 * Drizzle's transactions both go through it. Wrapped once per pool; a later Metrics (tests build
 * several apps on one pool) takes over the observer.
 */
function timePoolCheckouts(pool: TimedPool, observe: (seconds: number) => void): void {
  const wrapped = pool[observerOf] !== undefined;
  pool[observerOf] = observe;
  if (wrapped) return;
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  const done = (start: number) => pool[observerOf]?.((performance.now() - start) / 1000);
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    const start = performance.now();
    if (callback) {
      return connect((...args: unknown[]) => {
        done(start);
        callback(...args);
      });
    }
    return (connect() as Promise<pg.PoolClient>).finally(() => done(start));
  }) as typeof pool.connect;
}
