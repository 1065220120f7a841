import { z } from 'zod';
import { text } from './text';

/** Issue 18 item 4: a client signs in with a six-digit code sent to their email address. */
export const SIGN_IN_CODE_LENGTH = 6;

const emailField = text()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

/** POST /api/auth/sign-in-code: the address to send a code to (answered 202 whatever it is). */
export const signInCodeRequestSchema = z.object({ email: emailField });
export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;

/**
 * POST /api/auth/sign-in-code/verify: the address and the code from the email. Spaces a person
 * may type between the digits ("123 456") are dropped before the code is checked.
 */
export const verifySignInCodeRequestSchema = z.object({
  email: emailField,
  code: text()
    .max(32)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`))),
});
export type VerifySignInCodeRequest = z.input<typeof verifySignInCodeRequestSchema>;
