import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/domain/errors';
import type { Role } from '../../shared/domain/roles';

/**
 * Who may call a route, declared in the route's own options: `config: { access: … }`.
 * 'public' = anyone; 'signed-in' = any role; a role list = those roles only.
 * Which rows a caller may see is decided inside each service's queries (core/scope.ts).
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access: Access;
  }
  interface FastifyInstance {
    /** Every API route as registered, with its access: the source of docs/access.md. */
    routeAccess: RouteAccess[];
  }
}

export type RouteAccess = { method: string; url: string; access: Access; tags: readonly string[] };

/** Routes served by plugins we do not write (the API reference page and its assets). */
const PUBLIC_PREFIXES = ['/api/docs'];

/** What a person who must change their password may still call: who am I, language, sign out, change it. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
]);

const guarded = (url: string) => url.startsWith('/api') || url === '/healthz' || url === '/readyz';
const underPublicPrefix = (url: string) =>
  PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Enforces each route's `config.access` before any handler or body validation runs:
 * no session → 401, wrong role → 403. A route registered without one stops the server at
 * start-up, so nothing is public by accident. Registers after the session plugin.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);

  app.addHook('onRoute', (route) => {
    if (!guarded(route.url)) return;
    if (route.config?.access === undefined && underPublicPrefix(route.url)) {
      route.config = { ...route.config, access: 'public' };
    }
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (access === undefined) {
        throw new Error(
          `Route ${method} ${route.url} declares no access: add config: { access } to its options`,
        );
      }
      const tags = (route.schema as { tags?: readonly string[] } | undefined)?.tags ?? [];
      table.push({ method, url: route.url, access, tags });
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return; // no such route: the not-found handler answers
    const access = request.routeOptions.config.access as Access | undefined;
    if (access === undefined || access === 'public') return;
    if (!request.actor) throw new AppError('unauthenticated', 'Please sign in to continue.');
    if (access !== 'signed-in' && !access.includes(request.actor.role)) {
      throw new AppError('forbidden', 'Your account does not have access to this.');
    }
    // D31: a password an admin set (and so knows) opens nothing until the person replaces it.
    if (request.actor.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${url}`)) {
      throw new AppError(
        'password_change_required',
        'Please choose a new password: the one you signed in with was set by an administrator.',
      );
    }
  });
});
