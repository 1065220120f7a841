import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Actor } from '../core/actor';
import { busListenerOf } from '../core/bus-listener';
import { SessionCache } from '../core/session-cache';
import { registerSessionCache, runWithSessionCache } from '../core/session-cache-scope';
import { clearSessionCookie, sessionCookieName, sessionSettingsOf } from '../core/session-cookie';
import { resolveSession, TOUCH_INTERVAL_MS } from '../core/sessions';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The raw session token from the cookie, if any (used to rotate it at login). */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** This instance's session cache (D24, D122); tests look into it. */
    sessionCache: SessionCache;
  }
}

/**
 * Resolves the cookie to an actor on every API request; an invalid cookie is cleared. A session
 * read in the last few seconds comes from this instance's cache, which listens on the database's
 * event channel so that every change that ends or narrows a session drops it at commit.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db }) => {
  const { config, db } = opts;
  const settings = sessionSettingsOf(config, app.deps.mail);
  const name = sessionCookieName(config);
  const cache = new SessionCache({ idleMs: settings.idleMs, touchIntervalMs: TOUCH_INTERVAL_MS });
  const unregister = registerSessionCache(cache);
  await app.register(cookie);
  app.decorate('sessionCache', cache);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);

  // The listener starts with the app (and, if the database did not answer then, with a later
  // signed-in request); until it listens nothing is cached.
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  const listen = () => {
    listening ??= busListenerOf(app.deps.database, app.log)
      .subscribe(cache)
      .then((stop) => {
        cache.start();
        return stop;
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'session cache: could not listen; sessions are read from the database');
        listening = undefined; // the next request tries again
        return undefined;
      });
    return listening;
  };
  app.addHook('onReady', async () => void (await listen()));
  app.addHook('onClose', async () => {
    unregister();
    cache.stop();
    const stop = await listening;
    await stop?.();
  });

  // A change written while serving this request reaches this app's cache at once (session-cache-scope.ts).
  app.addHook('onRequest', (_request, _reply, done) => runWithSessionCache(cache, done));
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[name];
    if (!token) return;
    request.sessionToken = token;
    listen();
    request.actor = await resolveSession(db, settings, token, cache);
    if (!request.actor) clearSessionCookie(reply, config);
  });
});
