import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPageRoute, LEGAL_REDIRECTS } from '../../shared/routes';
import { findAppRoot } from '../app-root';
import type { Config } from '../config';
import { readerLanguage } from '../core/messages';
import { loadPrerenderedPages, type PrerenderedPages } from './prerendered';
import { errorBody } from './protocol-errors';
import { registerSeoRoutes } from './seo';

/**
 * An API address, also when written "//api/..." or "/API/..." (or percent-encoded): those get the
 * API's JSON answer, never the SPA's HTML page, whatever the router made of them.
 */
export function isApiPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: judge the path as written.
  }
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** No route answered: 405 with Allow when the path exists for other methods, else 404. */
function answerUnrouted(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const allowed = app.allowedMethods(request.url.split('?')[0] ?? '/');
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(errorBody('method_not_allowed', readerLanguage(request)));
  }
  return reply.status(404).send(errorBody('not_found', readerLanguage(request)));
}

/**
 * Serves the SPA: built files from dist/web (npm start), or Vite's middleware (npm run dev).
 * Any page path the SPA does not know answers 404 with the SPA, which renders the 404 page,
 * so crawlers and people get the same honest answer.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const root = findAppRoot();
  let renderIndex: (request: FastifyRequest) => Promise<string>;
  let prerendered: PrerenderedPages | undefined;

  if (opts.config.webDev) {
    const { createServer } = await import('vite');
    await app.register(import('@fastify/middie'));
    const vite = await createServer({
      configFile: path.join(root, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    const template = path.join(root, 'src/web/index.html');
    renderIndex = (request) => vite.transformIndexHtml(request.url, readFileSync(template, 'utf8'));
  } else {
    const dist = path.join(root, 'dist/web');
    const indexFile = path.join(dist, 'index.html');
    if (!existsSync(indexFile)) {
      throw new Error(
        `The web app is not built (${indexFile} is missing). Run "npm run build" or "npm start".`,
      );
    }
    const indexHtml = readFileSync(indexFile, 'utf8');
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // scripts/compress.mjs writes .br and .gz copies at build time.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so it may be cached for a year.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    renderIndex = async () => indexHtml;
    prerendered = loadPrerenderedPages(dist, opts.config.publicUrl);
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const status = isPageRoute(pathname) ? 200 : 404;
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    const page =
      status === 200 ? prerendered?.find(pathname, lang, request.headers['accept-encoding']) : undefined;
    if (!page) return reply.send(await renderIndex(request));
    reply.header('vary', 'Accept-Encoding');
    if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  };

  registerSeoRoutes(app, opts.config.publicUrl);

  // D10: the long legal URLs of the original footer are permanent aliases of the short ones.
  for (const [from, to] of Object.entries(LEGAL_REDIRECTS)) {
    app.get(from, { schema: { hide: true } }, async (_request, reply) => reply.redirect(to, 301));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return answerUnrouted(app, request, reply);
    }
    // A missing file (an old asset after a deploy) is a plain 404, not the SPA: a script tag
    // given HTML fails with a confusing MIME error.
    if (/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendPage(request, reply);
  });
});

/** For tests and API-only runs: JSON 404 everywhere, no SPA. */
export const apiOnlyNotFoundPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler(async (request, reply) => answerUnrouted(app, request, reply));
});
