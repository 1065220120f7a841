import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  initialPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  resetPasswordRequestSchema,
  sessionListSchema,
  setPasswordRequestSchema,
  updateMeRequestSchema,
} from '../../../shared/contracts/auth';
import { idParamsSchema } from '../../../shared/contracts/common';
import { auditContextOf, callOf } from '../../core/audit';
import { clearSessionCookie, sessionSettingsOf } from '../../core/session-cookie';
import { setSignedInCookies, signInRequestOf } from '../../core/sign-in-request';
import { noContentSchema, route } from '../../lib/route-schemas';
import { emailConfirmationRoutes } from './email-confirmation-routes';
import { listMySessions, revokeMySession } from './my-sessions';
import { requestPasswordReset, resetPasswordWithLink } from './password-reset';
import { auditRefusedSignIn } from './refused-sign-in';
import {
  changePassword,
  describeActor,
  login,
  logout,
  setInitialPassword,
  setPasswordWithToken,
  updateLanguage,
} from './service';
import { signInCodeRoutes } from './sign-in-code-routes';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['auth'];

export async function authRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config, app.deps.mail);

  for (const [url, adminOnly] of [
    ['/api/auth/login', false],
    ['/api/admin/login', true],
  ] as const) {
    app.post(
      url,
      {
        ...route(
          tags,
          'public',
          adminOnly ? 'Sign in to the admin console (admins only)' : 'Sign in (staff and clients)',
          { body: loginRequestSchema, response: { 200: loginResponseSchema } },
          { keepsFigures: true },
        ),
        onError: auditRefusedSignIn(db, {
          action: 'auth.login.failed',
          details: { portal: adminOnly ? 'admin' : 'standard' },
          nameField: 'username',
        }),
      },
      async (request, reply) => {
        const signIn = signInRequestOf(request, config);
        const result = await login({
          db,
          settings,
          input: request.body,
          request: signIn,
          previousToken: request.sessionToken,
          adminOnly,
        });
        setSignedInCookies(reply, config, result, signIn);
        return result.response;
      },
    );
  }

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public', keepsFigures: true },
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
    route(
      tags,
      'signed-in',
      'The signed-in person (a partial session too: its `stage` names the step still to take)',
      { response: { 200: meResponseSchema } },
      { openDuring: ['second_factor', 'enrolment'] },
    ),
    async (request) => describeActor(request.actor!),
  );

  app.patch(
    '/api/auth/me',
    route(
      tags,
      'signed-in',
      'Save the interface language (used for emails too)',
      { body: updateMeRequestSchema, response: { 200: meResponseSchema } },
      // The language menu is on the sign-in steps' pages as well.
      { openDuring: ['second_factor', 'enrolment'] },
    ),
    async (request) =>
      updateLanguage({
        ...callOf(db, request),
        language: request.body.language,
      }),
  );

  app.post(
    '/api/auth/set-password',
    route(tags, 'public', 'Set a password from a one-time link', {
      body: setPasswordRequestSchema,
      response: { 204: noContentSchema },
    }),
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
    '/api/auth/forgot-password',
    route(
      ['auth'],
      'public',
      "Forgot your password: emails a one-hour link if the address is an account's (same answer either way)",
      { body: forgotPasswordRequestSchema, response: { 202: noContentSchema } },
    ),
    async (request, reply) => {
      await requestPasswordReset({
        db,
        settings,
        publicUrl: config.publicUrl,
        email: request.body.email,
        request: auditContextOf(request),
      });
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/api/auth/reset-password',
    route(['auth'], 'public', 'Choose a new password from the emailed link; signs you in', {
      body: resetPasswordRequestSchema,
      response: { 200: loginResponseSchema },
    }),
    async (request, reply) => {
      const signIn = signInRequestOf(request, config);
      const result = await resetPasswordWithLink({
        db,
        settings,
        token: request.body.token,
        password: request.body.password,
        previousToken: request.sessionToken,
        request: signIn,
      });
      setSignedInCookies(reply, config, result, signIn);
      return result.response;
    },
  );

  app.post(
    '/api/auth/initial-password',
    route(tags, 'signed-in', 'Set your first password (D16: clients who registered through the assessment)', {
      body: initialPasswordRequestSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await setInitialPassword({
        ...callOf(db, request),
        password: request.body.password,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/change-password',
    route(
      tags,
      'signed-in',
      'Change your password; your other sessions end',
      { body: changePasswordRequestSchema, response: { 204: noContentSchema } },
      // D27: the current password is asked for anyway, but a person who signed in with a
      // passkey or an emailed code confirms it is them first like for any other access change.
      { stepUp: true },
    ),
    async (request, reply) => {
      await changePassword({
        ...callOf(db, request),
        settings,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/sessions',
    route(tags, 'signed-in', 'Your active sessions', { response: { 200: sessionListSchema } }),
    async (request) => ({ sessions: await listMySessions(db, request.actor!) }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    route(tags, 'signed-in', 'Sign out one of your sessions', {
      params: idParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await revokeMySession({
        ...callOf(db, request),
        sessionId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  await emailConfirmationRoutes(app);
  await signInCodeRoutes(app);
}
