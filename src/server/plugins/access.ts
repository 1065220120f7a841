import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/domain/errors';
import { REAUTH_WINDOW_MINUTES } from '../../shared/domain/sign-in';
import type { Access, RouteGuards } from '../lib/route-schemas';

/**
 * Who may call a route is declared in the route's own options: `config: { access: … }`
 * (written with `route()` from lib/route-schemas.ts, where the Access type lives).
 * Which rows a caller may see is decided inside each service's queries (core/scope.ts).
 */
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig extends RouteGuards {
    access: Access;
  }
  interface FastifyInstance {
    /** Every API route as registered, with its access: the source of docs/access.md. */
    routeAccess: RouteAccess[];
  }
}

export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  tags: readonly string[];
} & RouteGuards;

/** Routes served by plugins we do not write (the API reference page and its assets). */
const PUBLIC_PREFIXES = ['/api/docs'];

/**
 * What a person who must change their password may still call: who am I, language, sign out,
 * change it, and confirm it is them (changing the password is a step-up route, D27).
 */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /api/auth/me',
  'PATCH /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'GET /api/auth/reauthenticate/methods',
  'POST /api/auth/reauthenticate',
]);

const guarded = (url: string) => url.startsWith('/api') || url === '/healthz' || url === '/readyz';
const underPublicPrefix = (url: string) =>
  PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Enforces each route's `config.access` before any handler or body validation runs:
 * no session → 401, wrong role → 403. A route registered without one stops the server at
 * start-up, so nothing is public by accident. Registers after the session plugin.
 */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { reauthWindowMs?: number } = {}) => {
  const reauthWindowMs = opts.reauthWindowMs ?? REAUTH_WINDOW_MINUTES * 60_000;
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
      const { openDuring, stepUp } = route.config ?? {};
      table.push({ method, url: route.url, access, tags, openDuring, stepUp });
    }
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url) return; // no such route: the not-found handler answers
    const access = request.routeOptions.config.access as Access | undefined;
    if (access === undefined || access === 'public') return;
    if (!request.actor) throw new AppError('unauthenticated', 'common.access.sign_in');
    // D27: a partial session (password checked, second step not yet) opens only its next step.
    const { stage } = request.actor;
    if (stage !== 'complete' && !request.routeOptions.config.openDuring?.includes(stage)) {
      throw stage === 'second_factor'
        ? new AppError('second_factor_required', 'common.access.second_factor_required')
        : new AppError('second_factor_enrolment_required', 'common.access.second_factor_enrolment_required');
    }
    if (access !== 'signed-in' && !access.includes(request.actor.role)) {
      throw new AppError('forbidden', 'common.access.forbidden');
    }
    // D31: a password an admin set (and so knows) opens nothing until the person replaces it.
    // (A partial session is first asked for its second step, above; the new password comes after.)
    // A partial session reaches only its step's routes (checked above): enrolling comes first, else
    // a temporary password would lock staff out of the enrolment that must precede the change.
    if (
      request.actor.mustChangePassword &&
      stage === 'complete' &&
      !OPEN_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${url}`)
    ) {
      throw new AppError('password_change_required', 'common.access.password_change_required');
    }
    // D27: what moves money or access asks again when the last check is older than the window.
    if (request.routeOptions.config.stepUp && isCheckStale(request.actor.verifiedAt, reauthWindowMs)) {
      throw new AppError('reauthentication_required', 'common.access.reauthentication_required');
    }
  });
});

/** Whether a check made at `verifiedAt` is too old for a step-up route (the clock is JS's, so tests can move it). */
export const isCheckStale = (verifiedAt: Date, windowMs: number) =>
  Date.now() - verifiedAt.getTime() > windowMs;
