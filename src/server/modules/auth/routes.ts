import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  initialPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  sessionListSchema,
  setPasswordRequestSchema,
  updateMeRequestSchema,
} from '../../../shared/contracts/auth';
import { idParamsSchema } from '../../../shared/contracts/common';
import { auditContextOf } from '../../core/audit';
import { clearSessionCookie, sessionSettingsOf, setSessionCookie } from '../../core/session-cookie';
import { errorResponses, noContentSchema } from '../../lib/route-schemas';
import { emailConfirmationRoutes } from './email-confirmation-routes';
import { listMySessions, revokeMySession } from './my-sessions';
import {
  changePassword,
  describeActor,
  login,
  logout,
  setInitialPassword,
  setPasswordWithToken,
  updateLanguage,
} from './service';

const requestInfo = (request: FastifyRequest) => ({
  ...auditContextOf(request),
  userAgent: request.headers['user-agent'] ?? null,
});

export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config);

  for (const [url, adminOnly] of [
    ['/api/auth/login', false],
    ['/api/admin/login', true],
  ] as const) {
    app.post(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: adminOnly ? 'Sign in to the admin console (admins only)' : 'Sign in (staff and clients)',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const result = await login({
          db,
          settings,
          input: request.body,
          request: requestInfo(request),
          previousToken: request.sessionToken,
          adminOnly,
        });
        setSessionCookie(reply, config, result.token, result.expiresAt);
        return result.response;
      },
    );
  }

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign out: ends the session', response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await logout({
        db,
        settings,
        token: request.sessionToken,
        actor: request.actor,
        request: auditContextOf(request),
      });
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person',
        response: { 200: meResponseSchema, ...errorResponses },
      },
    },
    async (request) => describeActor(request.actor!),
  );

  app.patch(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Save the interface language (used for emails too)',
        body: updateMeRequestSchema,
        response: { 200: meResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateLanguage({
        db,
        actor: request.actor!,
        language: request.body.language,
        request: auditContextOf(request),
      }),
  );

  app.post(
    '/api/auth/set-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a password from a one-time link',
        body: setPasswordRequestSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await setPasswordWithToken({
        db,
        settings,
        token: request.body.token,
        password: request.body.password,
        currentSessionId: request.actor?.sessionId ?? null,
        request: auditContextOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/initial-password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Set your first password (D16: clients who registered through the assessment)',
        body: initialPasswordRequestSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await setInitialPassword({
        db,
        actor: request.actor!,
        password: request.body.password,
        request: auditContextOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Change your password; your other sessions end',
        body: changePasswordRequestSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await changePassword({
        db,
        settings,
        actor: request.actor!,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        request: auditContextOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Your active sessions',
        response: { 200: sessionListSchema, ...errorResponses },
      },
    },
    async (request) => ({ sessions: await listMySessions(db, request.actor!) }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of your sessions',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeMySession({
        db,
        actor: request.actor!,
        sessionId: request.params.id,
        request: auditContextOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  await emailConfirmationRoutes(app);
}
