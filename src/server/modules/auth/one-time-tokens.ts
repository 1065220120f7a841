import type { Db } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { generateToken, hashToken } from '../../lib/tokens';

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** The purposes that set a password (D11); email confirmation links (D28) are not among them. */
export const PASSWORD_TOKEN_PURPOSES = ['set_password', 'invitation'] as const satisfies TokenPurpose[];

/** D11: a set-password or invitation link is valid for 72 hours. */
export const ONE_TIME_TOKEN_TTL_MS = 72 * 3_600_000;

/**
 * Issues a single-use link token. Only its hash is stored; the plain token goes into the email
 * (or, at registration, to the browser that just proved it owns the new account's session).
 */
export async function issueOneTimeToken(
  db: Db,
  secret: string,
  input: {
    userId: string;
    purpose: TokenPurpose;
    createdById?: string | null;
    ttlMs?: number;
  },
): Promise<string> {
  const token = generateToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(secret, token),
    userId: input.userId,
    purpose: input.purpose,
    createdById: input.createdById ?? null,
    expiresAt: new Date(Date.now() + (input.ttlMs ?? ONE_TIME_TOKEN_TTL_MS)),
  });
  return token;
}
