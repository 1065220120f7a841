import { z } from 'zod';
import { text } from './text';

/** A six-digit authenticator code (spaces a person types between groups are ignored). */
export const totpCodeRequestSchema = z.object({
  code: text()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code from your app' })),
});
export type TotpCodeRequest = z.infer<typeof totpCodeRequestSchema>;

/**
 * One of the ten recovery codes ("k7m2p-x9wq4"); case, spaces and dashes as typed do not matter
 * (the server compares a normalised form). Bounded so no one posts a novel at the hash.
 */
export const recoveryCodeRequestSchema = z.object({
  code: text()
    .trim()
    .min(1, { message: 'Enter one of your recovery codes' })
    .max(64, { message: 'Enter one of your recovery codes' }),
});
export type RecoveryCodeRequest = z.infer<typeof recoveryCodeRequestSchema>;

/** Adding an authenticator app: what the app needs, as a QR code and as text to type. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code as an SVG document, drawn by the server (no third party sees the secret). */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** The app is confirmed: ten recovery codes, shown this once; a sign-in's next page if one was waiting. */
export const totpConfirmedSchema = z.object({
  recoveryCodes: z.array(z.string()),
  /** Present when this completed signing in (the enrolment step): where to go next. */
  redirectTo: z.string().optional(),
});
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;

/**
 * The ways a pending second step can be taken, in the order the page offers them: a passkey, the
 * authenticator app's code, a recovery code (issue 31: only what the person has; recovery codes
 * only while some are unused).
 */
export const SECOND_STEP_FACTORS = ['passkey', 'totp', 'recovery_code'] as const;
export type SecondStepFactor = (typeof SECOND_STEP_FACTORS)[number];
export const secondStepFactorsSchema = z.object({ factors: z.array(z.enum(SECOND_STEP_FACTORS)) });
export type SecondStepFactors = z.infer<typeof secondStepFactorsSchema>;
