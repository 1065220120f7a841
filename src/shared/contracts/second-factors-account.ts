import { z } from 'zod';

/** The account page's view of a person's second factors (issue 18 item 7). */
export const factorStatusSchema = z.object({
  totp: z.object({
    /** A confirmed authenticator app; an enrolment never confirmed does not count. */
    enrolled: z.boolean(),
    confirmedAt: z.string().nullable(),
  }),
  passkeys: z.number().int().nonnegative(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** D27: staff, or clients when the firm asks it, must keep at least one factor. */
  required: z.boolean(),
});
export type FactorStatus = z.infer<typeof factorStatusSchema>;

/** New recovery codes: readable this once, never again. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** How a sign-in step was taken, as the history names it. */
export const SIGN_IN_METHODS = [
  'password',
  'password_reset',
  'authenticator',
  'recovery_code',
  'passkey',
  'email_code',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * What came of an attempt: signed in (the session is complete), the first step passed (the
 * second one was still to take), or refused.
 */
export const SIGN_IN_OUTCOMES = ['signed_in', 'first_step', 'refused'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const signInEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  /** Null when the trail does not say (entries written before methods were recorded). */
  method: z.enum(SIGN_IN_METHODS).nullable(),
  ip: z.string().nullable(),
  /** The browser's own description; the screen summarises it ("Firefox on Windows"). */
  userAgent: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;

export const signInHistorySchema = z.object({ events: z.array(signInEventSchema) });
export type SignInHistory = z.infer<typeof signInHistorySchema>;

/** "Sign out all other sessions": how many ended (0 when this was the only one). */
export const signedOutOthersSchema = z.object({ signedOut: z.number().int().nonnegative() });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;
