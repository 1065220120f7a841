import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/domain/errors';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** "scheme://host[:port]" with a default port left out, as a browser writes Origin; null if unreadable. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Same origin means same scheme, host AND port (RFC 6454): an http page on the firm's host, or
 * a service on another port of it, is another origin. Accepted: PUBLIC_URL's origin, or the
 * origin this request itself was addressed to (its scheme — from X-Forwarded-Proto only behind a
 * trusted proxy — and its Host), which a browser cannot forge for a page of another origin.
 */
function isSameOrigin(request: FastifyRequest, origin: string, publicUrl: URL): boolean {
  const claimed = originOf(origin);
  if (claimed === null) return false;
  if (claimed === publicUrl.origin) return true;
  return Boolean(request.host) && claimed === originOf(`${request.protocol}://${request.host}`);
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
      throw new AppError('csrf_rejected', 'common.request.csrf_rejected');
    }
  });
});
