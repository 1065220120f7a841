import { type LoginResponse, loginResponseSchema } from '@shared/contracts/auth';
import { assertionOptionsSchema } from '@shared/contracts/passkeys';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { apiRequest } from '@web/lib/api-client';

/** Which ceremony: signing in with a passkey alone, or a passkey as the second step. */
export type PasskeyCeremony = 'sign-in' | 'second-step';

const ENDPOINTS: Record<PasskeyCeremony, { options: string; answer: string }> = {
  'sign-in': { options: '/api/auth/passkey-sign-in/options', answer: '/api/auth/passkey-sign-in' },
  'second-step': {
    options: '/api/auth/second-factor/passkey/options',
    answer: '/api/auth/second-factor/passkey',
  },
};

/** A challenge from `optionsUrl`, the device's own dialog, the device's signed answer. */
async function answerChallenge(optionsUrl: string) {
  const { challengeId, options } = assertionOptionsSchema.parse(
    await apiRequest<unknown>(optionsUrl, { method: 'POST' }),
  );
  // The server generated these with @simplewebauthn/server: the browser library's own format.
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { challengeId, response };
}

/** Signs in with a passkey. Throws if the person cancels or the server refuses the answer. */
export async function signInWithPasskey(ceremony: PasskeyCeremony): Promise<LoginResponse> {
  const urls = ENDPOINTS[ceremony];
  const answer = await answerChallenge(urls.options);
  return loginResponseSchema.parse(await apiRequest<unknown>(urls.answer, { method: 'POST', body: answer }));
}

/** D27 step-up: confirms it is you with one of your passkeys. Throws like signInWithPasskey. */
export async function confirmWithPasskey(): Promise<void> {
  const answer = await answerChallenge('/api/auth/reauthenticate/passkey-options');
  await apiRequest<void>('/api/auth/reauthenticate', { method: 'POST', body: { passkey: answer } });
}
