import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { AppError, type Message } from '../../../shared/domain/errors';
import {
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/domain/password-policy';

// OWASP Password Storage Cheat Sheet: argon2id (the library's default algorithm; a test checks the
// stored PHC string), 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The ~49,000 most common passwords, as published with zxcvbn-ts (D11 deny list).
const commonPasswords = new Set(
  (createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[]).map((p) =>
    p.toLowerCase(),
  ),
);

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so timing does not reveal it.
 * A per-process cache: computed on first use, never changed.
 */
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('recourse-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The whole server-side password policy (D11): length from the shared schema, not a common
 * password, not the person's own username or email. Throws a 400 naming `field`.
 */
export function assertAcceptablePassword(
  password: string,
  context: { username?: string; email?: string } = {},
  field = 'password',
): void {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const message: Message =
      password.length < PASSWORD_MIN_LENGTH
        ? { key: 'auth.password_too_short', params: { min: PASSWORD_MIN_LENGTH } }
        : { key: 'auth.password_too_long', params: { max: PASSWORD_MAX_LENGTH } };
    throw new AppError('validation_failed', message, { [field]: message });
  }
  const lowered = password.toLowerCase();
  if (isCommonPassword(password)) {
    const message = 'auth.password_common';
    throw new AppError('validation_failed', message, { [field]: message });
  }
  if ([context.username, context.email].some((v) => v && v.toLowerCase() === lowered)) {
    const message = 'auth.password_is_login';
    throw new AppError('validation_failed', message, { [field]: message });
  }
}
