import { z } from 'zod';
import { text } from './text';

/**
 * Passkeys (WebAuthn, issue 18 item 2). The browser's answers are passed through as
 * @simplewebauthn/browser produces them; only their outline is checked here, the signature and
 * every byte are verified by @simplewebauthn/server.
 */

const base64url = text()
  .regex(/^[A-Za-z0-9_-]*$/, { message: 'Not base64url' })
  .max(20_000);

/** What navigator.credentials.create() answered, as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(text().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** What navigator.credentials.get() answered, as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** The name a person gives a passkey, to tell their devices apart in the list. */
export const passkeyNameSchema = text({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(60, { message: 'Use at most 60 characters' });

/** Options for navigator.credentials.create()/get() as the server generated them (JSON). */
const ceremonyOptionsSchema = z.looseObject({ challenge: z.string() });

export const registrationOptionsSchema = z.object({ options: ceremonyOptionsSchema });

/** Options for a sign-in with a passkey; `challengeId` is sent back with the answer. */
export const assertionOptionsSchema = z.object({ challengeId: z.uuid(), options: ceremonyOptionsSchema });
export type AssertionOptions = z.infer<typeof assertionOptionsSchema>;

export const addPasskeyRequestSchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;

export const assertionRequestSchema = z.object({
  challengeId: z.uuid({ message: 'Not a valid id' }),
  response: authenticationResponseSchema,
});
export type AssertionRequest = z.infer<typeof assertionRequestSchema>;

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** 'multiDevice' passkeys sync between a person's devices (e.g. through their password manager). */
  deviceType: z.enum(['singleDevice', 'multiDevice']).nullable(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** A passkey was added; a sign-in that waited for enrolment names its next page. */
export const passkeyAddedSchema = z.object({ passkey: passkeySchema, redirectTo: z.string().optional() });
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;
