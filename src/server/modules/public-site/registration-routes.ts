import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  emailConfirmationStatusSchema,
  resendConfirmationResponseSchema,
} from '../../../shared/contracts/auth-email-confirmation';
import {
  registerRequestSchema,
  registerResponseSchema,
} from '../../../shared/contracts/public-site-registration';
import { auditContextOf } from '../../core/audit';
import { sessionSettingsOf, setSessionCookie } from '../../core/session-cookie';
import { errorResponses } from '../../lib/route-schemas';
import { confirmEmail, emailConfirmationStatus, resendConfirmation } from '../auth';
import { register } from './registration';

export async function intakeRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config);

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['intake'],
        summary: 'Free case assessment: opens a case and signs the new client in',
        description:
          'Creates the client (without a password), a new lead and a case in phase `new`, and starts a session. `token` is a one-time set-password token for the password-setup prompt, not the session.',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { response, session } = await register({
        db,
        settings,
        publicUrl: config.publicUrl,
        input: request.body,
        request: { ...auditContextOf(request), userAgent: request.headers['user-agent'] ?? null },
      });
      setSessionCookie(reply, config, session.token, session.expiresAt);
      return reply.status(201).send(response);
    },
  );

  // D28: the address is confirmed by a link; until then no payout method and no withdrawal.
  app.get(
    '/api/client/email-confirmation',
    {
      schema: {
        tags: ['intake'],
        summary: 'Whether your email address is confirmed (the portal banner)',
        response: { 200: emailConfirmationStatusSchema, ...errorResponses },
      },
    },
    async (request) => emailConfirmationStatus(db, request.actor!),
  );
  app.post(
    '/api/client/email-confirmation/resend',
    {
      schema: {
        tags: ['intake'],
        summary: 'Send the confirmation link again (a few times per hour)',
        response: { 202: resendConfirmationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await resendConfirmation({
        db,
        links: { secret: settings.secret, publicUrl: config.publicUrl },
        actor: request.actor!,
        request: auditContextOf(request),
      });
      return reply.status(202).send({ sent: true as const });
    },
  );
  app.post(
    '/api/confirm-email',
    {
      schema: {
        tags: ['intake'],
        summary: 'Use a confirmation link: confirms the address, or adds a case to its account',
        description:
          "Public: the single-use token from the emailed link is the proof. `attached` means the case someone started with this address now belongs to the address's account.",
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmEmail({
        db,
        secret: settings.secret,
        token: request.body.token,
        request: auditContextOf(request),
      }),
  );
}
