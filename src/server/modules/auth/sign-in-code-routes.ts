import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '../../../shared/contracts/auth';
import {
  signInCodeRequestSchema,
  verifySignInCodeRequestSchema,
} from '../../../shared/contracts/sign-in-code';
import { auditContextOf } from '../../core/audit';
import { sessionSettingsOf } from '../../core/session-cookie';
import { setSignedInCookies, signInRequestOf } from '../../core/sign-in-request';
import { noContentSchema, route } from '../../lib/route-schemas';
import { auditRefusedSignIn } from './refused-sign-in';
import { requestSignInCode, verifySignInCode } from './sign-in-code';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['auth'];

/** Issue 18 item 4: clients sign in with a six-digit code sent by email, beside password and passkey. */
export async function signInCodeRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const settings = sessionSettingsOf(config, app.deps.mail);

  app.post(
    '/api/auth/sign-in-code',
    {
      ...route(
        tags,
        'public',
        'Email a sign-in code (clients): 10 minutes, 5 tries, single use; the same answer whatever the address',
        { body: signInCodeRequestSchema, response: { 202: noContentSchema } },
      ),
      onError: auditRefusedSignIn(db, { action: 'auth.sign_in_code.failed', details: { step: 'request' } }),
    },
    async (request, reply) => {
      await requestSignInCode({ db, settings, email: request.body.email, request: auditContextOf(request) });
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/api/auth/sign-in-code/verify',
    {
      ...route(
        tags,
        'public',
        'Sign in with the emailed code (a client with a second factor still takes that step)',
        { body: verifySignInCodeRequestSchema, response: { 200: loginResponseSchema } },
      ),
      onError: auditRefusedSignIn(db, { action: 'auth.sign_in_code.failed', details: { step: 'verify' } }),
    },
    async (request, reply) => {
      const signIn = signInRequestOf(request, config);
      const result = await verifySignInCode({
        db,
        settings,
        email: request.body.email,
        code: request.body.code,
        request: signIn,
        previousToken: request.sessionToken,
      });
      setSignedInCookies(reply, config, result, signIn);
      return result.response;
    },
  );
}
