import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { type Actor, resolveSession, type SessionSettings } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The raw session token from the cookie, if any (used to rotate it at login). */
    sessionToken: string | null;
  }
}

export function sessionCookieName(config: Pick<Config, 'isHttps'>): string {
  // __Host- binds the cookie to this exact origin over https (no Domain, Path=/, Secure).
  return config.isHttps ? '__Host-recourse_session' : 'recourse_session';
}

export function sessionSettingsOf(config: Config): SessionSettings {
  return { secret: config.sessionSecret, idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    path: '/',
  });
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
