import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  factorStatusSchema,
  recoveryCodesSchema,
  signedOutOthersSchema,
  signInHistorySchema,
} from '../../../shared/contracts/second-factors-account';
import { callOf } from '../../core/audit';
import { noContentSchema, route } from '../../lib/route-schemas';
import { factorStatusOf, regenerateRecoveryCodes, removeTotp } from './account-factors';
import { signInHistoryOf } from './account-history';
import { signOutOtherSessions } from './account-sessions';

/** The account page's routes (issue 18 item 7): the caller's own factors, sessions and history. */
export async function accountSecurityRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;

  app.get(
    '/api/auth/factors',
    route(
      ['second-factors'],
      'signed-in',
      'Your second factors: authenticator app, passkeys, recovery codes left',
      {
        response: { 200: factorStatusSchema },
      },
    ),
    async (request) => factorStatusOf(db, request.actor!),
  );

  app.delete(
    '/api/auth/totp',
    route(
      ['second-factors'],
      'signed-in',
      'Remove your authenticator app (refused when it is the last factor your account must keep)',
      { response: { 204: noContentSchema } },
      { stepUp: true },
    ),
    async (request, reply) => {
      await removeTotp(callOf(db, request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/recovery-codes',
    route(
      ['second-factors'],
      'signed-in',
      'Ten new recovery codes in place of all earlier ones, shown this once',
      { response: { 200: recoveryCodesSchema } },
      { stepUp: true },
    ),
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes({
        ...callOf(db, request),
        sessionSecret: config.sessionSecret,
      }),
    }),
  );

  app.get(
    '/api/auth/sign-in-history',
    route(['auth'], 'signed-in', 'Your last 50 sign-in attempts, refusals included, newest first', {
      response: { 200: signInHistorySchema },
    }),
    async (request) => ({ events: await signInHistoryOf(db, request.actor!.id) }),
  );

  app.post(
    '/api/auth/sessions/sign-out-others',
    route(['auth'], 'signed-in', 'Sign out all your other sessions; this one stays', {
      response: { 200: signedOutOthersSchema },
    }),
    async (request) => ({ signedOut: await signOutOtherSessions(callOf(db, request)) }),
  );
}
