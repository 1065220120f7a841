import { z } from 'zod';
import { type AssertionRequest, assertionRequestSchema } from './passkeys';
import { totpCodeRequestSchema } from './second-factors';
import { text } from './text';

/** One proof, whichever the person has at hand. */
export type ReauthProof =
  | { password: string }
  | { code: string }
  | { recoveryCode: string }
  | { passkey: AssertionRequest };

/**
 * POST /api/auth/reauthenticate (D27 step-up): exactly one proof. One strict object with the four
 * fields optional (rather than a union of four), so a bad value is reported at its own field, e.g.
 * `passkey.response.type`; a body with two proofs or none is refused as a whole. A passkey answers
 * a challenge from POST /api/auth/reauthenticate/passkey-options.
 */
export const reauthenticateRequestSchema = z
  .strictObject({
    password: text().min(1, { message: 'Password is required' }).max(1024).optional(),
    code: totpCodeRequestSchema.shape.code.optional(),
    recoveryCode: text().trim().min(1, { message: 'Enter one of your recovery codes' }).max(64).optional(),
    passkey: assertionRequestSchema.optional(),
  })
  .refine((body) => Object.values(body).filter((value) => value !== undefined).length === 1, {
    message: 'Confirm with exactly one of: your password, a code, a recovery code or a passkey',
  })
  .transform(
    (body): ReauthProof =>
      body.password !== undefined
        ? { password: body.password }
        : body.code !== undefined
          ? { code: body.code }
          : body.passkey !== undefined
            ? { passkey: body.passkey }
            : { recoveryCode: body.recoveryCode ?? '' },
  );
export type ReauthenticateRequest = ReauthProof;

/** What this person can confirm it is them with, so the dialog offers only those. */
export const reauthMethodsSchema = z.object({
  password: z.boolean(),
  totp: z.boolean(),
  recoveryCode: z.boolean(),
  passkey: z.boolean(),
});
export type ReauthMethods = z.infer<typeof reauthMethodsSchema>;
