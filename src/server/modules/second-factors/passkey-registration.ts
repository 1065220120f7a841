import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { AddPasskeyRequest } from '../../../shared/contracts/passkeys';
import { AppError } from '../../../shared/domain/errors';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { sendSecurityNotice } from '../../core/security-notices';
import { passkeys } from '../../db/schema';
import { type RelyingParty, spendChallenge, storeChallenge } from './passkey-challenges';
import { toPasskey } from './passkey-list';
import { webauthn, webauthnHelpers } from './webauthn-library';

/**
 * The WebAuthn user handle: the account's uuid as its 16 bytes. Stable, so an authenticator keeps
 * one passkey per account for this firm, and free of anything personal (the spec advises so).
 */
export const userHandleOf = (userId: string) => Uint8Array.from(Buffer.from(userId.replace(/-/g, ''), 'hex'));

/**
 * Options for navigator.credentials.create(): a discoverable credential (residentKey required, so
 * the person can later sign in without typing a name), excluding the passkeys already added.
 */
export async function startPasskeyRegistration({ db, actor }: AuditedCall, rp: RelyingParty) {
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.email,
    userID: userHandleOf(actor.id),
    userDisplayName: `${actor.firstName} ${actor.lastName}`.trim(),
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(db, { challenge: options.challenge, purpose: 'registration', userId: actor.id });
  return { options: { ...options } };
}

/**
 * Verifies the authenticator's answer and stores the passkey's public key, with its audit row and
 * the person's security notice in one transaction. The challenge is found from the answer itself
 * (its client data names it) and spent first, so an answer counts once.
 */
export async function addPasskey(call: MailingCall, rp: RelyingParty, input: AddPasskeyRequest) {
  const { db, actor } = call;
  const response = input.response as RegistrationResponseJSON;
  const [{ verifyRegistrationResponse }, { decodeClientDataJSON, isoBase64URL }] = await Promise.all([
    webauthn(),
    webauthnHelpers(),
  ]);
  const challenge = await spendChallenge(db, {
    challenge: challengeNamedIn(decodeClientDataJSON, response.response.clientDataJSON),
    purpose: 'registration',
    userId: actor.id,
  });
  if (!challenge) throw new AppError('invalid_credentials', 'second-factors.auth.passkey_failed');
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new AppError('invalid_credentials', 'second-factors.auth.passkey_failed');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: actor.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: input.name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    // The same authenticator key twice (excludeCredentials normally prevents it): nothing to add.
    if (!row) throw new AppError('invalid_credentials', 'second-factors.auth.passkey_failed');
    await writeAudit(tx, call.request, {
      action: 'auth.passkey.added',
      entity: 'user',
      entityId: actor.id,
      after: { passkeyId: row.id, name: row.name },
    });
    await sendSecurityNotice(tx, call.mail, actor.id, 'factor_added', { factor: 'passkey', name: row.name });
    return toPasskey(row);
  });
}

/** The challenge a browser's client data names (base64url), or '' if it cannot be read. */
export function challengeNamedIn(
  decodeClientDataJSON: (data: string) => { challenge: string },
  clientDataJSON: string,
): string {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return '';
  }
}
