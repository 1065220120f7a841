import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '../../../shared/contracts/auth';
import {
  recoveryCodeRequestSchema,
  secondStepFactorsSchema,
  totpCodeRequestSchema,
  totpConfirmedSchema,
  totpEnrolmentSchema,
} from '../../../shared/contracts/second-factors';
import { callOf, writeAudit } from '../../core/audit';
import { sessionSettingsOf } from '../../core/session-cookie';
import { completeSignIn } from '../../core/sessions';
import { setSignedInCookies, signInRequestOf } from '../../core/sign-in-request';
import { consumeAttempt } from '../../lib/rate-limit';
import { route } from '../../lib/route-schemas';
import { pageAfterSignIn } from '../auth';
import { offeredFactors } from './offered-factors';
import { recoverWithCode } from './recovery-step';
import { answerSecondStep } from './second-step-answer';
import { factorThrottles, forgetRightAnswer } from './throttles';
import { spendTotpCode } from './totp-check';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp-enrolment';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['second-factors'];

export async function secondFactorRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config, app.deps.mail);

  app.get(
    '/api/auth/second-factor',
    route(
      tags,
      'signed-in',
      'The second step waiting: the factors this person can take it with (passkey, app code, recovery code)',
      { response: { 200: secondStepFactorsSchema } },
      { openDuring: ['second_factor'] },
    ),
    async (request) => offeredFactors(db, request.actor!),
  );

  app.post(
    '/api/auth/second-factor/totp',
    route(
      tags,
      'signed-in',
      'Second step of signing in: the code from your authenticator app',
      { body: totpCodeRequestSchema, response: { 200: loginResponseSchema } },
      { openDuring: ['second_factor'] },
    ),
    async (request, reply) =>
      answerSecondStep({ db, config, settings }, request, reply, {
        factor: 'totp',
        check: () => spendTotpCode(db, config.sessionSecret, request.actor!.id, request.body.code),
      }),
  );

  app.post(
    '/api/auth/second-factor/recovery-code',
    route(
      tags,
      'signed-in',
      'Second step of signing in with one of your recovery codes (each works once)',
      { body: recoveryCodeRequestSchema, response: { 200: loginResponseSchema } },
      { openDuring: ['second_factor'] },
    ),
    async (request, reply) => {
      const signIn = signInRequestOf(request, config);
      const result = await recoverWithCode({
        db,
        settings,
        sessionSecret: config.sessionSecret,
        actor: request.actor!,
        request: signIn,
        code: request.body.code,
      });
      setSignedInCookies(reply, config, result, signIn);
      return result.response;
    },
  );

  app.post(
    '/api/auth/totp/enrolment',
    route(
      tags,
      'signed-in',
      'Start adding an authenticator app: a new secret, as a QR code and as text',
      { response: { 200: totpEnrolmentSchema } },
      { openDuring: ['enrolment'], stepUp: true },
    ),
    async (request) =>
      startTotpEnrolment({ ...callOf(db, request), sessionSecret: config.sessionSecret, issuer: 'Recourse' }),
  );

  app.post(
    '/api/auth/totp/enrolment/confirm',
    route(
      tags,
      'signed-in',
      'Confirm the authenticator app with its first code; answers ten recovery codes, shown once',
      { body: totpCodeRequestSchema, response: { 200: totpConfirmedSchema } },
      { openDuring: ['enrolment'], stepUp: true },
    ),
    async (request, reply) => {
      const call = callOf(db, request);
      const throttles = factorThrottles(call.actor, call.request.ip);
      await consumeAttempt(db, throttles, 'common.auth.too_many_codes');
      const signIn = signInRequestOf(request, config);
      const { recoveryCodes, completed } = await confirmTotpEnrolment({
        ...call,
        sessionSecret: config.sessionSecret,
        code: request.body.code,
        afterConfirm: async (tx) => {
          if (call.actor.stage !== 'enrolment') return null;
          // D27: enrolling was the step this sign-in waited for; a complete session replaces it.
          const session = await completeSignIn(tx, settings, call.actor, signIn);
          await writeAudit(tx, call.request, {
            action: 'auth.second_factor.succeeded',
            entity: 'user',
            entityId: call.actor.id,
            after: { factor: 'totp', enrolled: true, sessionId: session.sessionId },
          });
          return session;
        },
      });
      await forgetRightAnswer(db, throttles);
      if (!completed) return { recoveryCodes };
      setSignedInCookies(reply, config, completed, signIn);
      return { recoveryCodes, redirectTo: pageAfterSignIn(call.actor, 'complete') };
    },
  );
}
