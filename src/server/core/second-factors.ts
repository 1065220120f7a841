import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, totpFactors } from '../db/schema';
import { secretBox } from '../lib/secret-box';

/** The secret box for authenticator secrets (its own key: D31, secret-box.ts). */
export const totpSecretBox = (sessionSecret: string) => secretBox(sessionSecret, 'totp-secret');

/** What a person has set up as a second factor: a confirmed authenticator app, passkeys. */
export async function factorsOf(db: Db, userId: string): Promise<{ totp: boolean; passkeys: number }> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))})`,
      passkeys: sql<number>`(${db
        .select({ n: sql`count(*)::int` })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))})`,
    })
    .from(sql`(select 1) as one`);
  return { totp: Boolean(row?.totp), passkeys: Number(row?.passkeys ?? 0) };
}

export const hasSecondFactor = async (db: Db, userId: string) => {
  const factors = await factorsOf(db, userId);
  return factors.totp || factors.passkeys > 0;
};

/**
 * Sets up an authenticator app as confirmed, without the enrolment screens: for the demo firm
 * (whose secret the README prints) and for tests that sign staff in. Replaces any earlier one.
 */
export async function enrolTotpDirectly(db: Db, sessionSecret: string, userId: string, secret: string) {
  const sealed = totpSecretBox(sessionSecret).seal(secret);
  await db
    .insert(totpFactors)
    .values({ userId, secretSealed: sealed, confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed: sealed, confirmedAt: new Date(), lastUsedStep: null },
    });
}
