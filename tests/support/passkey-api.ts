import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SoftAuthenticator } from './soft-authenticator';

/** The relying party a test app's passkeys are for (from its PUBLIC_URL, as the server has it). */
export const relyingPartyOf = (t: { config: { publicUrl: URL } }) => ({
  id: t.config.publicUrl.hostname,
  origin: t.config.publicUrl.origin,
});

/**
 * Adds a passkey through the API as the browser would: options, the authenticator, the answer.
 * Returns the answer's response, for the test to judge.
 */
export async function addPasskeyThroughApi(
  app: FastifyInstance,
  cookie: string,
  device: SoftAuthenticator,
  name = 'Laptop',
) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/registration-options',
    headers: { cookie },
  });
  expect(started.statusCode, started.body).toBe(200);
  return app.inject({
    method: 'POST',
    url: '/api/auth/passkeys',
    headers: { cookie },
    payload: { name, response: device.create(started.json().options) },
  });
}

/**
 * `device`'s answer to a challenge from `optionsUrl` (a passwordless sign-in by default): the
 * body the answering route takes, `{ challengeId, response }`.
 */
export async function passkeyAnswer(
  app: FastifyInstance,
  device: SoftAuthenticator,
  {
    optionsUrl = '/api/auth/passkey-sign-in/options',
    cookie,
    credentialId,
  }: {
    optionsUrl?: string;
    cookie?: string;
    credentialId?: string;
  } = {},
) {
  const started = await app.inject({ method: 'POST', url: optionsUrl, headers: cookie ? { cookie } : {} });
  expect(started.statusCode, started.body).toBe(200);
  const { challengeId, options } = started.json();
  return { challengeId, response: device.get(options, credentialId) };
}
