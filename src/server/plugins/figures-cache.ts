import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { busListenerOf } from '../core/bus-listener';
import { FiguresCache } from '../core/figures-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's firm-wide figures (D128); insights routes read through it. */
    figuresCache: FiguresCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * D128: one figures cache per instance, fed by the shared LISTEN connection. A write this
 * instance served drops it as its answer goes out (the change is committed by then), so the
 * person who made it sees its effect on the next read without waiting for the notification.
 */
export const figuresCachePlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const cache = new FiguresCache(opts.config.figuresCacheMs);
  app.decorate('figuresCache', cache);
  if (opts.config.figuresCacheMs <= 0) return;

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      stop = await busListenerOf(app.deps.database, app.log).subscribe(cache);
      cache.start();
    } catch (error) {
      // Not fatal: without the listener every request computes its figures (the cache stays off).
      app.log.warn({ err: error }, 'figures cache: could not listen; figures are computed per request');
    }
  });
  app.addHook('onClose', async () => {
    cache.stop();
    await stop?.();
  });
  // onSend, not onResponse: the handler's transaction has committed, and the person cannot have
  // the answer (and ask again) before the figures are dropped. A refused write (4xx) changed
  // nothing, and a route that writes nothing the figures read says so (`keepsFigures`): under a
  // firm's traffic every sign-in and public check used to empty the cache (issue 34).
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    if (!request.routeOptions.config.keepsFigures) cache.clear();
    return payload;
  });
});
