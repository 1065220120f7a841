import { z } from 'zod';

/**
 * D11 / NIST SP 800-63B: at least 8 characters, long passphrases welcome (256), every character
 * counts (argon2id has no 72-byte truncation). The common-password deny list is checked on the
 * server only (src/server/modules/auth/password.ts) so the browser bundle stays small.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long` });
