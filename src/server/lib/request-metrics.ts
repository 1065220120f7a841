import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The error rate covers the last five minutes: long enough to smooth one bad second, short enough to be "now". */
export const WINDOW_MS = 5 * 60_000;
/** Ten-second buckets: 30 counters per process, whatever the traffic, and the window slides in small steps. */
const BUCKET_MS = 10_000;
const BUCKETS = WINDOW_MS / BUCKET_MS;

type Bucket = { start: number; requests: number; errors: number };

/**
 * Counts answered requests and 5xx answers of this process in a sliding window (ring of buckets).
 * Per process, like uptime: each instance reports on itself. Memory stays constant under any load.
 */
export class RequestCounter {
  private readonly ring: Bucket[] = Array.from({ length: BUCKETS }, () => ({
    start: -1,
    requests: 0,
    errors: 0,
  }));

  record(statusCode: number, now = Date.now()): void {
    const start = now - (now % BUCKET_MS);
    const bucket = this.ring[Math.floor(start / BUCKET_MS) % BUCKETS]!;
    // A bucket last used a full window ago is reused for the current ten seconds.
    if (bucket.start !== start) Object.assign(bucket, { start, requests: 0, errors: 0 });
    bucket.requests++;
    if (statusCode >= 500) bucket.errors++;
  }

  /** Requests and 5xx answers within the window ending at `now`. */
  totals(now = Date.now()): { requests: number; errors: number } {
    let requests = 0;
    let errors = 0;
    for (const bucket of this.ring) {
      if (bucket.start < 0 || now - bucket.start >= WINDOW_MS) continue;
      requests += bucket.requests;
      errors += bucket.errors;
    }
    return { requests, errors };
  }

  /** 5xx answers as a percentage of all answers in the window; 0 when nothing was asked. */
  errorRate(now = Date.now()): { percent: number; requests: number } {
    const { requests, errors } = this.totals(now);
    return { percent: requests === 0 ? 0 : (errors / requests) * 100, requests };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requestCounter: RequestCounter;
  }
}

/** Counts every answer of this app (API, pages, assets) for the admin's error-rate figure (D4). */
export const requestMetricsPlugin = fp(async (app: FastifyInstance) => {
  const counter = new RequestCounter();
  app.decorate('requestCounter', counter);
  app.addHook('onResponse', async (_request, reply) => {
    counter.record(reply.statusCode);
  });
});
