import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  emailConfirmationStatusSchema,
  resendConfirmationResponseSchema,
} from '../../../shared/contracts/auth-email-confirmation';
import { auditContextOf, callOf } from '../../core/audit';
import { sessionSettingsOf } from '../../core/session-cookie';
import { route } from '../../lib/route-schemas';
import { confirmEmail, emailConfirmationStatus, resendConfirmation } from './email-confirmation';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['auth'];

/** Confirming a client's email address (D28): the banner's status and resend, and the emailed link. */
export async function emailConfirmationRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config, app.deps.mail);

  // D28: the address is confirmed by a link; until then no payout method and no withdrawal.
  app.get(
    '/api/client/email-confirmation',
    route(tags, ['client'], 'Whether your email address is confirmed (the portal banner)', {
      response: { 200: emailConfirmationStatusSchema },
    }),
    async (request) => emailConfirmationStatus(db, request.actor!),
  );
  app.post(
    '/api/client/email-confirmation/resend',
    route(tags, ['client'], 'Send the confirmation link again (a few times per hour)', {
      response: { 202: resendConfirmationResponseSchema },
    }),
    async (request, reply) => {
      await resendConfirmation({
        ...callOf(db, request),
        links: { secret: settings.secret, publicUrl: config.publicUrl },
      });
      return reply.status(202).send({ sent: true as const });
    },
  );
  app.post(
    '/api/confirm-email',
    route(tags, 'public', 'Use a confirmation link: confirms the address, or adds a case to its account', {
      description:
        "Public: the single-use token from the emailed link is the proof. `attached` means the case someone started with this address now belongs to the address's account.",
      body: confirmEmailRequestSchema,
      response: { 200: confirmEmailResponseSchema },
    }),
    async (request) =>
      confirmEmail({
        db,
        secret: settings.secret,
        token: request.body.token,
        request: auditContextOf(request),
      }),
  );
}
