import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { and, eq, lt } from 'drizzle-orm';
import type { AssertionOptions, AssertionRequest } from '../../../shared/contracts/passkeys';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { type RelyingParty, relyingPartyOf, spendChallenge, storeChallenge } from './passkey-challenges';
import { userHandleOf } from './passkey-registration';
import { webauthn, webauthnHelpers } from './webauthn-library';

/**
 * Who a ceremony is for: `userId` null is a passwordless sign-in (any discoverable passkey of this
 * firm, the person is known from the answer); otherwise one person's passkeys only.
 */
type Ceremony = { purpose: 'sign_in'; userId: null } | { purpose: 'second_factor'; userId: string };

/**
 * Options for navigator.credentials.get(). A passwordless sign-in requires user verification (a
 * PIN or fingerprint on the device): that is what makes one passkey worth both factors (D27).
 */
export async function startPasskeyAssertion(
  db: Db,
  rp: RelyingParty,
  ceremony: Ceremony,
): Promise<AssertionOptions> {
  const allowCredentials = ceremony.userId
    ? await db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, ceremony.userId))
    : [];
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials,
    userVerification: ceremony.purpose === 'sign_in' ? 'required' : 'preferred',
  });
  const challengeId = await storeChallenge(db, { challenge: options.challenge, ...ceremony });
  // Spread: the JSON object as sent, typed as the contract's open object.
  return { challengeId, options: { ...options } };
}

/**
 * Checks a passkey's answer to a challenge this server issued for `ceremony`, and records the use
 * (signature counter, last used). Returns the owner's id, or null for anything wrong: an unknown,
 * spent or expired challenge, another person's passkey, a bad signature, or a counter that did not
 * move forward (a cloned authenticator, W3C WebAuthn §6.1.1).
 */
export async function checkPasskeyAssertion(
  db: Db,
  rp: RelyingParty,
  ceremony: Ceremony,
  input: AssertionRequest,
): Promise<string | null> {
  const challenge = await spendChallenge(db, { id: input.challengeId, ...ceremony });
  if (!challenge) return null;
  const response = input.response as AuthenticationResponseJSON;
  const [key] = await db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.credentialId, response.id),
        ceremony.userId ? eq(passkeys.userId, ceremony.userId) : undefined,
      ),
    );
  if (!key) return null;
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([
    webauthn(),
    webauthnHelpers(),
  ]);
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(key.userId))) return null;

  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credentialId,
      publicKey: isoBase64URL.toBuffer(key.publicKey),
      counter: key.counter,
      transports: key.transports,
    },
    requireUserVerification: ceremony.purpose === 'sign_in',
  }).catch(() => null);
  if (!verification?.verified) return null;

  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // Claimed only if the counter still moves forward, so two answers racing with one count lose one.
  // Authenticators that do not count report 0 every time; that is accepted while we have 0 too.
  const claimed = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date() })
    .where(
      and(
        eq(passkeys.id, key.id),
        newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter),
      ),
    )
    .returning({ id: passkeys.id });
  return claimed.length === 1 ? key.userId : null;
}

/** Options for a known person to prove one of their passkeys (second step, identity check). */
export const passkeyOptionsFor = (db: Db, config: Pick<Config, 'publicUrl'>, userId: string) =>
  startPasskeyAssertion(db, relyingPartyOf(config), { purpose: 'second_factor', userId });

/**
 * Whether `response` answers the challenge `passkeyOptionsFor` gave `userId` with one of that
 * person's passkeys. For the identity check before sensitive actions (step-up) as well.
 */
export async function verifyPasskeyAssertionFor(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  userId: string,
  challengeId: string,
  response: AssertionRequest['response'],
): Promise<boolean> {
  const ceremony = { purpose: 'second_factor', userId } as const;
  return (
    (await checkPasskeyAssertion(db, relyingPartyOf(config), ceremony, { challengeId, response })) === userId
  );
}
