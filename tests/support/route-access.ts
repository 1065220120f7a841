import type { FastifyInstance } from 'fastify';
import type { Access } from '../../src/server/plugins/access';

/**
 * Who may call each API route, as the registered routes declare it (`config.access`), keyed
 * "METHOD /url". The API reference pages under /api/docs (a plugin's, public) are left out:
 * the access matrix and the sweeps cover the routes we write.
 */
export function routeAccessOf(app: FastifyInstance): Record<string, Access> {
  const table: Record<string, Access> = {};
  for (const route of app.routeAccess) {
    if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) continue;
    table[`${route.method} ${route.url}`] = route.access;
  }
  return table;
}
