import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/domain/errors';
import { accessFor } from '../access/route-policy';

/** What a person who must change their password may still call: who am I, language, sign out, change it. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
]);

/**
 * Enforces access/route-policy.ts before any handler or body validation runs:
 * no session → 401, wrong role → 403. Registers after the session plugin.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!route.url.startsWith('/api') && !['/healthz', '/readyz'].includes(route.url)) continue;
      if (!accessFor(method, route.url)) {
        throw new Error(`Route ${method} ${route.url} has no entry in src/server/access/route-policy.ts`);
      }
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return; // no such route: the not-found handler answers
    const access = accessFor(request.method, url);
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
