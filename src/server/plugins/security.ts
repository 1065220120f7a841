import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * Powerful browser features no screen of Recourse uses, switched off for the page and anything
 * it embeds, so injected or third-party code cannot ask for them. (Helmet does not set this.)
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Security headers for every response. The CSP forbids inline and third-party scripts; inline
 * style attributes are allowed because the UI primitives position popovers with them.
 * No third-party origin appears anywhere (UI.md: clients' data stays with the firm).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: config.webDev ? ["'self'", 'ws:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // In development Vite injects its client through inline module scripts; production never does.
    ...(config.webDev ? { contentSecurityPolicy: false } : {}),
    hsts: config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Authenticated answers hold personal and financial data: never keep them in any cache.
    // Only a route open to everyone may say otherwise (the public site's figures, D5), and only
    // to a visitor without a session cookie: the session plugin may answer such a request with a
    // Set-Cookie (clearing a stale one), which a shared cache must never hand to others.
    if (request.url.startsWith('/api/') || request.url === '/readyz') {
      const mayCache =
        reply.hasHeader('cache-control') &&
        request.sessionToken === null &&
        request.routeOptions.config.access === 'public';
      if (!mayCache) reply.header('cache-control', 'no-store');
    }
  });
});
