import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

/**
 * Retires a person's outstanding links, all of them or those of `purposes`: a link sent before a
 * new password, or before the account ended, must not undo it.
 */
export async function retireOneTimeTokens(db: Db, userId: string, purposes?: readonly TokenPurpose[]) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        purposes ? inArray(oneTimeTokens.purpose, purposes) : undefined,
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** A link that still works: this token, for one of `purposes`, not used and not expired. */
export function usableToken(tokenHash: string, purposes: readonly TokenPurpose[]) {
  return and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    inArray(oneTimeTokens.purpose, purposes),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );
}
