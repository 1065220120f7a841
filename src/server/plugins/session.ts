import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Actor } from '../core/actor';
import { clearSessionCookie, sessionCookieName, sessionSettingsOf } from '../core/session-cookie';
import { resolveSession } from '../core/sessions';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The raw session token from the cookie, if any (used to rotate it at login). */
    sessionToken: string | null;
  }
}

/** Resolves the cookie to an actor on every API request; an invalid cookie is cleared. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { config: Config; db: Db }) => {
  const { config, db } = opts;
  const settings = sessionSettingsOf(config);
  const name = sessionCookieName(config);
  await app.register(cookie);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[name];
    if (!token) return;
    request.sessionToken = token;
    request.actor = await resolveSession(db, settings, token);
    if (!request.actor) clearSessionCookie(reply, config);
  });
});
