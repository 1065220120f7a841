import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/domain/errors';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(request: FastifyRequest, origin: string, publicUrl: URL): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === publicUrl.origin) return true;
  // A browser sets Host to the server it is talking to, so Origin host == Host means same site.
  return parsed.host === request.headers.host;
}

/**
 * CSRF defence (OWASP "verify origin with standard headers"), on top of SameSite=Lax cookies:
 * a state-changing request that a browser marks as coming from another origin is refused.
 * Requests without Origin and Sec-Fetch-Site come from non-browser clients, which carry no
 * ambient cookies of a victim and are let through.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const refused =
      (typeof origin === 'string' &&
        (origin === 'null' || !isSameOrigin(request, origin, opts.config.publicUrl))) ||
      (origin === undefined && fetchSite === 'cross-site');
    if (refused) {
      request.log.warn({ origin, fetchSite }, 'cross-origin state change refused');
      throw new AppError('csrf_rejected', 'This request came from another site and was refused.');
    }
  });
});
