import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

export type MetricsListener = { port: number; close(): Promise<void> };

/**
 * The Prometheus scrape endpoint on its own port (METRICS_PORT, bound to METRICS_HOST, loopback by
 * default), apart from the public app: the figures name routes and load, which the internet need
 * not see, and a firewall or the load balancer never has to filter a path. A plain HTTP server,
 * not a second Fastify: scrapes pass no session, CSRF or request hooks and are not counted as
 * requests. GET /metrics answers the text format; anything else 404.
 */
export async function serveMetrics(
  metrics: Pick<Metrics, 'scrape'>,
  options: { port: number; host: string },
): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`metrics could not be collected: ${error instanceof Error ? error.name : 'error'}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
