import { createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies and one-time links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as an HMAC keyed with SESSION_SECRET: a copy of the database alone
 * cannot be used to take over sessions or set-password links.
 */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
