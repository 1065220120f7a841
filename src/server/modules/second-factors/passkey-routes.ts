import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '../../../shared/contracts/auth';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  addPasskeyRequestSchema,
  assertionOptionsSchema,
  assertionRequestSchema,
  passkeyAddedSchema,
  passkeyListSchema,
  passkeySchema,
  registrationOptionsSchema,
  renamePasskeyRequestSchema,
} from '../../../shared/contracts/passkeys';
import { AppError } from '../../../shared/domain/errors';
import { callOf } from '../../core/audit';
import { sessionSettingsOf } from '../../core/session-cookie';
import { completeSignIn } from '../../core/sessions';
import { setSignedInCookies, signInRequestOf } from '../../core/sign-in-request';
import { noContentSchema, route } from '../../lib/route-schemas';
import { auditRefusedSignIn, pageAfterSignIn } from '../auth';
import {
  passkeyOptionsFor,
  startPasskeyAssertion,
  verifyPasskeyAssertionFor,
} from './passkey-authentication';
import { relyingPartyOf } from './passkey-challenges';
import { listPasskeys, removePasskey, renamePasskey } from './passkey-list';
import { addPasskey, startPasskeyRegistration } from './passkey-registration';
import { signInWithPasskey } from './passkey-sign-in';
import { answerSecondStep } from './second-step-answer';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['second-factors'];

/** Passkeys (WebAuthn, issue 18 item 2): adding and managing them, and signing in with one. */
export async function passkeyRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config, app.deps.mail);
  const rp = relyingPartyOf(config);

  app.post(
    '/api/auth/passkeys/registration-options',
    route(
      tags,
      'signed-in',
      'Start adding a passkey: options for navigator.credentials.create()',
      { response: { 200: registrationOptionsSchema } },
      { openDuring: ['enrolment'], stepUp: true },
    ),
    async (request) => startPasskeyRegistration(callOf(db, request), rp),
  );

  app.post(
    '/api/auth/passkeys',
    route(
      tags,
      'signed-in',
      "Add a passkey: the authenticator's answer, checked and stored with the name you gave it",
      { body: addPasskeyRequestSchema, response: { 200: passkeyAddedSchema } },
      { openDuring: ['enrolment'], stepUp: true },
    ),
    async (request, reply) => {
      const call = callOf(db, request);
      const passkey = await addPasskey(call, rp, request.body);
      if (call.actor.stage !== 'enrolment') return { passkey };
      // D27: adding a factor was the step this sign-in waited for; a complete session replaces it.
      const signIn = signInRequestOf(request, config);
      const session = await completeSignIn(db, settings, call.actor, signIn);
      setSignedInCookies(reply, config, session, signIn);
      return { passkey, redirectTo: pageAfterSignIn(call.actor, 'complete') };
    },
  );

  app.get(
    '/api/auth/passkeys',
    route(tags, 'signed-in', 'Your passkeys: name, added, last used', {
      response: { 200: passkeyListSchema },
    }),
    async (request) => ({ passkeys: await listPasskeys(callOf(db, request)) }),
  );

  app.patch(
    '/api/auth/passkeys/:id',
    route(tags, 'signed-in', 'Rename one of your passkeys', {
      params: idParamsSchema,
      body: renamePasskeyRequestSchema,
      response: { 200: passkeySchema },
    }),
    async (request) => renamePasskey(callOf(db, request), request.params.id, request.body.name),
  );

  app.delete(
    '/api/auth/passkeys/:id',
    route(
      tags,
      'signed-in',
      'Remove one of your passkeys (staff keep at least one second factor)',
      { params: idParamsSchema, response: { 204: noContentSchema } },
      { stepUp: true },
    ),
    async (request, reply) => {
      await removePasskey(callOf(db, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/passkey-sign-in/options',
    route(tags, 'public', 'Start signing in with a passkey (no name typed): options and a challenge id', {
      response: { 200: assertionOptionsSchema },
    }),
    async () => startPasskeyAssertion(db, rp, { purpose: 'sign_in', userId: null }),
  );

  app.post(
    '/api/auth/passkey-sign-in',
    {
      ...route(tags, 'public', "Sign in with a passkey: the authenticator's answer; both factors at once", {
        body: assertionRequestSchema,
        response: { 200: loginResponseSchema },
      }),
      onError: auditRefusedSignIn(db, { action: 'auth.login.failed', details: { portal: 'passkey' } }),
    },
    async (request, reply) => {
      const signIn = signInRequestOf(request, config);
      const result = await signInWithPasskey({
        db,
        settings,
        rp,
        input: request.body,
        request: signIn,
        previousToken: request.sessionToken,
      });
      setSignedInCookies(reply, config, result, signIn);
      return result.response;
    },
  );

  app.post(
    '/api/auth/second-factor/passkey/options',
    route(
      tags,
      'signed-in',
      'Second step of signing in with a passkey: options for your passkeys',
      { response: { 200: assertionOptionsSchema } },
      { openDuring: ['second_factor'] },
    ),
    async (request) => {
      // Like the answer route (completeSecondStep): only a session waiting for its second step.
      if (request.actor!.stage !== 'second_factor')
        throw new AppError('conflict', 'second-factors.auth.no_second_step_pending');
      return passkeyOptionsFor(db, config, request.actor!.id);
    },
  );

  app.post(
    '/api/auth/second-factor/passkey',
    route(
      tags,
      'signed-in',
      "Second step of signing in with a passkey: the authenticator's answer",
      { body: assertionRequestSchema, response: { 200: loginResponseSchema } },
      { openDuring: ['second_factor'] },
    ),
    async (request, reply) => {
      const { challengeId, response } = request.body;
      return answerSecondStep({ db, config, settings }, request, reply, {
        factor: 'passkey',
        refusal: 'second-factors.auth.passkey_failed',
        check: () => verifyPasskeyAssertionFor(db, config, request.actor!.id, challengeId, response),
      });
    },
  );
}
