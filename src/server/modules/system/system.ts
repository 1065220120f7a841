import { availableParallelism, loadavg } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { eq, sql } from 'drizzle-orm';
import { type HealthMetric, systemStatusSchema } from '../../../shared/contracts/system';
import { localDocumentsWithSharedDatabase } from '../../config';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { outboxEmails } from '../../db/schema';
import type { RequestCounter } from '../../lib/request-metrics';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['system'];

/**
 * Thresholds for the admin "System Health" list (D4: live measurements, not samples). Each is
 * [warning, critical]: a value at or above the first is a warning, at or above the second critical.
 */
// A `select 1` to a local or same-zone database answers in well under 5 ms; tens of ms means a
// saturated pool or a distant database, hundreds means pages will feel slow.
const DB_LATENCY_MS = [50, 250] as const;
// The process with PGlite in it normally stays a few hundred MB; a 2-core box has little to spare.
const RSS_MB = [1024, 2048] as const;
// Share of V8's heap limit in use: near the limit, garbage collection stalls and then the process dies.
const HEAP_USED_RATIO = [0.7, 0.9] as const;
// Emails waiting: a small queue drains within a minute when SMTP works; a growing one means it does not.
const OUTBOX_PENDING = [100, 1000] as const;
const OUTBOX_OLDEST_SECONDS = [15 * 60, 60 * 60] as const;
// Share of answers that were server errors (5xx) in the last five minutes. A sound server answers
// practically everything; 1% means some people are already meeting errors, 5% that something it
// depends on (database, disk) is failing. Client mistakes (4xx) are not counted: they are not faults.
const ERROR_RATE_PERCENT = [1, 5] as const;
// With few requests one error is a large share (1 in 3 is 33%): it is worth a look, not an alarm.
const ERROR_RATE_MIN_REQUESTS = 20;
// One-minute load average per CPU core. At 70% requests begin to queue at busy moments; at 100%
// or more there is always work waiting for a core, and every answer is slower for it.
const LOAD_PERCENT = [70, 100] as const;
// A process younger than this has just restarted, possibly after a crash: worth a look.
const RECENT_RESTART_SECONDS = 60;
/**
 * The latency figure is the median of the last three `select 1` round trips: a median that one
 * slow answer cannot move. A request takes a new sample when the last is more than a second old
 * (several admins watching the page need not ping more often than that); samples older than a
 * minute are not used (the figure is live: D4).
 */
const LATENCY_SAMPLES = 3;
const LATENCY_SAMPLE_EVERY_MS = 1_000;
const LATENCY_SAMPLE_MAX_AGE_MS = 60_000;
/** Changes smaller than this share of the previous value count as flat, so noise is not a trend. */
const FLAT_TOLERANCE = 0.05;

type Level = readonly [warning: number, critical: number];
const statusOf = (value: number, [warning, critical]: Level): HealthMetric['status'] =>
  value >= critical ? 'critical' : value >= warning ? 'warning' : 'healthy';
const MB = 1024 * 1024;
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** The error-rate status: by the thresholds, but never critical on too few requests to judge. */
export function errorRateStatus(percent: number, requests: number): HealthMetric['status'] {
  const status = statusOf(percent, ERROR_RATE_PERCENT);
  return status === 'critical' && requests < ERROR_RATE_MIN_REQUESTS ? 'warning' : status;
}

/** Load as a share of the machine: the 1-minute load average over the CPU cores, in %. */
export function loadPercent(oneMinuteLoad: number, cores: number): number {
  return twoDecimals((oneMinuteLoad / Math.max(1, cores)) * 100);
}
export const loadStatus = (percent: number) => statusOf(percent, LOAD_PERCENT);

/** The recent latency samples of one server process, and their median. */
export class LatencySamples {
  private samples: { at: number; ms: number }[] = [];

  /** Whether a request at `at` should take a new sample (none in the last second). */
  due(at: number): boolean {
    const last = this.samples.at(-1);
    return !last || at - last.at >= LATENCY_SAMPLE_EVERY_MS;
  }

  /** Keeps `ms`, measured at `at`, and answers the median of the recent samples with it. */
  add(ms: number, at: number): number {
    this.samples = [...this.samples, { at, ms }]
      .filter((s) => at - s.at <= LATENCY_SAMPLE_MAX_AGE_MS)
      .slice(-LATENCY_SAMPLES);
    return this.median();
  }

  /** The median of the samples kept (call after `add`, or when `due` said no). */
  median(): number {
    const sorted = this.samples.map((s) => s.ms).sort((a, b) => a - b);
    return twoDecimals(sorted[Math.floor(sorted.length / 2)] ?? 0);
  }
}

async function pingMs(database: Database): Promise<number> {
  const started = process.hrtime.bigint();
  await database.ping();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

type Measurement = Omit<HealthMetric, 'trend'>;

/** The emails waiting and the age of the oldest (the outbox's status index). */
const outboxBacklog = preparedQuery('system_outbox_backlog', (db, name) =>
  db
    .select({
      pending: sql<number>`count(*)`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxEmails.createdAt})), 0)`,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'))
    .prepare(name),
);

async function measure(
  database: Database,
  counter: RequestCounter,
  latencies: LatencySamples,
): Promise<Measurement[]> {
  // The backlog on another connection while the ping runs: one round trip's worth of waiting.
  const now = Date.now();
  const [pinged, [backlog]] = await Promise.all([
    latencies.due(now) ? pingMs(database) : undefined,
    outboxBacklog(database.db).execute(),
  ]);
  const latency = pinged === undefined ? latencies.median() : latencies.add(pinged, now);
  const memory = process.memoryUsage();
  const heapLimit = getHeapStatistics().heap_size_limit;
  const uptime = Math.floor(process.uptime());
  const pending = Number(backlog?.pending ?? 0);
  const oldest = Math.floor(Number(backlog?.oldestSeconds ?? 0));
  const errors = counter.errorRate();
  // os.loadavg() is [0, 0, 0] on Windows, which reads as an idle machine.
  const load = loadPercent(loadavg()[0] ?? 0, availableParallelism());
  return [
    {
      key: 'database_latency',
      name: 'Database latency',
      value: latency,
      unit: 'ms',
      status: statusOf(latency, DB_LATENCY_MS),
    },
    {
      key: 'uptime',
      name: 'Uptime',
      value: uptime,
      unit: 's',
      status: uptime < RECENT_RESTART_SECONDS ? 'warning' : 'healthy',
    },
    {
      key: 'memory_rss',
      name: 'Memory in use',
      value: twoDecimals(memory.rss / MB),
      unit: 'MB',
      status: statusOf(memory.rss / MB, RSS_MB),
    },
    {
      key: 'heap_used',
      name: 'JavaScript heap used',
      value: twoDecimals(memory.heapUsed / MB),
      unit: 'MB',
      status: statusOf(memory.heapUsed / heapLimit, HEAP_USED_RATIO),
    },
    {
      key: 'outbox_pending',
      name: 'Emails waiting to be sent',
      value: pending,
      unit: 'emails',
      status: statusOf(pending, OUTBOX_PENDING),
    },
    {
      key: 'outbox_oldest_age',
      name: 'Oldest waiting email',
      value: oldest,
      unit: 's',
      status: statusOf(oldest, OUTBOX_OLDEST_SECONDS),
    },
    {
      key: 'error_rate',
      name: 'Server error rate (last 5 minutes)',
      value: twoDecimals(errors.percent),
      unit: '%',
      status: errorRateStatus(errors.percent, errors.requests),
    },
    {
      key: 'load',
      name: 'Processor load (1-minute average)',
      value: load,
      unit: '%',
      status: loadStatus(load),
    },
  ];
}

export function trendOf(previous: number | undefined, value: number): HealthMetric['trend'] {
  if (previous === undefined) return 'flat';
  const tolerance = Math.abs(previous) * FLAT_TOLERANCE;
  if (value > previous + tolerance) return 'up';
  if (value < previous - tolerance) return 'down';
  return 'flat';
}

export function registerSystemRoutes(app: TypedApp) {
  const { database, config } = app.deps;
  const warnings = localDocumentsWithSharedDatabase(config)
    ? (['local_documents_several_servers'] as const)
    : [];
  // The previous reading of each metric, for its trend: per server process, like uptime itself.
  const previous = new Map<string, number>();
  const latencies = new LatencySamples();
  app.get(
    '/api/admin/system',
    route(
      tags,
      ['admin'],
      'Live health measurements: database latency, uptime, memory, email backlog, error rate, load (D4)',
      { response: { 200: systemStatusSchema } },
    ),
    async () => {
      const measured = await measure(database, app.requestCounter, latencies);
      const metrics = measured.map((m) => ({ ...m, trend: trendOf(previous.get(m.key), m.value) }));
      for (const m of measured) previous.set(m.key, m.value);
      return {
        measuredAt: new Date().toISOString(),
        database: database.kind,
        metrics,
        warnings: [...warnings],
      };
    },
  );
}
