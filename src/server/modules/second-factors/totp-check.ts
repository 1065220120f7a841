import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { totpSecretBox } from '../../core/second-factors';
import type { Db } from '../../db/client';
import { totpFactors } from '../../db/schema';
import { acceptedStep } from '../../lib/totp';

/**
 * Whether `code` is the person's current authenticator code, spending it if so. The step is
 * claimed with a conditional UPDATE (only if later than the last one used), so the same code sent
 * twice, even at the same instant, is accepted once (RFC 6238 section 5.2).
 */
export async function spendTotpCode(
  db: Db,
  sessionSecret: string,
  userId: string,
  code: string,
  options: { confirmedOnly: boolean } = { confirmedOnly: true },
): Promise<boolean> {
  const [factor] = await db
    .select()
    .from(totpFactors)
    .where(
      options.confirmedOnly
        ? and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))
        : eq(totpFactors.userId, userId),
    );
  if (!factor) return false;
  const secret = totpSecretBox(sessionSecret).open(factor.secretSealed);
  const step = await acceptedStep(secret, code.replace(/\s/g, ''), factor.lastUsedStep);
  if (step === null) return false;
  const claimed = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return claimed.length === 1;
}
