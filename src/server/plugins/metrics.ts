import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { outboxBacklog } from '../jobs/outbox-worker';
import { Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus figures of this process; served on METRICS_PORT only (lib/metrics-listener.ts). */
    metrics: Metrics;
  }
}

/**
 * Counts every answer by its route template (`/api/cases/:id`, never the URL with an id in it),
 * so a series exists per route, not per case. Always on: one counter and one histogram update per
 * request cost next to nothing, and the listener that exposes them is what METRICS_PORT turns on.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; instance?: string | undefined }) => {
    const { database } = options;
    const metrics = new Metrics({
      pool: database.pool,
      outboxBacklog: () => outboxBacklog(database.db),
      instance: options.instance,
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.recordRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  },
);
