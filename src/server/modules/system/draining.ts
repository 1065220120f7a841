import type { FastifyInstance } from 'fastify';

/** Instances (by their shared deps object, the same in every plugin scope) that are draining. */
const drainingApps = new WeakSet<object>();

/**
 * D127: the first step of a graceful stop. /readyz answers 503 from now on, so the balancer
 * stops sending new requests here within its health-check interval, while every request that
 * still arrives is served as usual. Each answer now carries `Connection: close`: the balancer
 * opens a fresh connection for its next request, and when the server finally closes there is
 * no idle keep-alive connection left for a request to race into.
 */
export function startDraining(app: FastifyInstance): void {
  if (drainingApps.has(app.deps)) return;
  drainingApps.add(app.deps);
  // Prepended, so it runs before Fastify's own listener can have written the head.
  app.server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
}

export function isDraining(app: FastifyInstance): boolean {
  return drainingApps.has(app.deps);
}
