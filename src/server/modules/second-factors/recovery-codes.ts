import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recoveryCodes } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

export const RECOVERY_CODE_COUNT = 10;

/** No 0/O, 1/I/L: a code read off paper is typed right the first time. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** "k7m2p-x9wq4": ten characters of a 31-letter alphabet, about 50 bits each. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a person typed, as stored: lower case, no spaces or dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * Replaces all of a person's recovery codes with ten new ones and returns them: the only time
 * they are readable. Stored as keyed hashes (like tokens), so a database copy reveals none.
 */
export async function replaceRecoveryCodes(db: Db, sessionSecret: string, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(sessionSecret, normalise(code)) })));
  return codes;
}

/**
 * Spends one recovery code if it is one of the person's unused ones. The conditional UPDATE
 * claims it, so the same code sent twice at once is accepted once.
 */
export async function spendRecoveryCode(db: Db, sessionSecret: string, userId: string, code: string) {
  const claimed = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(sessionSecret, normalise(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return claimed.length === 1;
}

/** How many unused codes a person has left (the account page warns when few remain). */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
